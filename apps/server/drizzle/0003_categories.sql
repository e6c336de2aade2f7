-- Reference data: the topics of spec §9 (specialisations), used for 'Gone Through' chips and experts.
INSERT INTO "categories" ("id", "name") VALUES
  ('depression', 'Depression'),
  ('stress-anxiety', 'Stress & Anxiety'),
  ('relationship', 'Relationship'),
  ('mental-health', 'Mental Health'),
  ('teen-family', 'Teen and Family'),
  ('work-challenges', 'Work Challenges')
ON CONFLICT ("id") DO NOTHING;
