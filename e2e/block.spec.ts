import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { bookAndPay } from "./support/booking.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { ORIGIN } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);

test("a blocked member cannot find or message the blocker", async ({ browser, request }) => {
  const meera = await newMemberPage(browser, request, "Meera Kapoor");
  const kabir = await newMemberPage(browser, request, "Kabir Rao");
  const meeraName = `meera_${stamp()}`;
  const kabirName = `kabir_${stamp()}`;
  await meera.page.goto("/feed");
  await completeProfile(meera.page, meeraName);
  await kabir.page.goto("/feed");
  await completeProfile(kabir.page, kabirName);

  // Kabir writes to Meera first.
  await kabir.page.goto(`/profile/@${meeraName}`);
  await kabir.page.getByRole("button", { name: "Chat", exact: true }).click();
  const pane = kabir.page.getByRole("region", { name: "Chat with Meera Kapoor" });
  // (Not "Why won't you answer me?": the crisis model reads that as a risk, a known false alarm
  // (decision 034), and its queue item would stand before the crisis journey's own.)
  await pane.getByLabel("Message").fill("Hi Meera, are you free to talk this week?");
  await pane.getByLabel("Message").press("Enter");
  await expect(pane.getByTestId("chat-bubble")).toHaveCount(1);

  // Meera blocks him from his profile's menu; the dialog says what happens, and that he won't be told.
  await meera.page.goto(`/profile/@${kabirName}`);
  await meera.page.getByRole("region", { name: "Profile" }).getByRole("button", { name: "More options" }).click();
  await meera.page.getByRole("menuitem", { name: "Block Kabir Rao" }).click();
  const confirm = meera.page.getByRole("alertdialog", { name: "Block Kabir Rao?" });
  await expect(confirm).toContainText("They won't be told");
  await confirm.getByRole("button", { name: "Block" }).click();
  await expect(meera.page).toHaveURL(/\/feed$/);
  await expect(meera.page.getByText("You blocked Kabir Rao. They won't be told.")).toBeVisible();

  // Kabir searches for her on his phone: nobody.
  await kabir.page.setViewportSize({ width: 390, height: 844 });
  await kabir.page.goto("/feed");
  await kabir.page.getByRole("combobox").fill(meeraName);
  const found = kabir.page.getByRole("listbox", { name: "Members found" });
  // Results (fuzzy matches of others, or none) arrive, and she is not among them.
  await expect(found.getByRole("option").or(found.getByText("No users found")).first()).toBeVisible();
  await expect(found.getByRole("option", { name: /Meera Kapoor/ })).toHaveCount(0);
  // Her profile's address answers as if she were not there.
  await kabir.page.goto(`/profile/@${meeraName}`);
  await expect(kabir.page.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
  // Their conversation is gone from his chats, and a send is refused like one to a missing member.
  await kabir.page.goto("/chat");
  await expect(kabir.page.getByRole("button", { name: /Meera Kapoor/ })).toHaveCount(0);
  const meId = (await (await meera.page.request.get("/api/me")).json()).user.id as string;
  const sent = await kabir.page.request.post("/api/chat/messages", {
    data: { receiverId: meId, message: "hello?" },
    headers: { origin: ORIGIN },
  });
  expect(sent.status()).toBe(404);
  expect((await sent.json()).message).toBe("User not found");

  // Meera finds him in Safety settings, with undo.
  await meera.page.goto("/safety-settings");
  const blocked = meera.page.getByRole("region", { name: "Blocked people" });
  await expect(blocked.getByText("Kabir Rao", { exact: true })).toBeVisible();
  await expect(blocked.getByRole("button", { name: "Unblock Kabir Rao" })).toBeVisible();
  await expectNoSeriousA11yIssues(meera.page);
});

test("a member blocks an expert from the expert's page on a 360 px phone: the paid session to come is cancelled, refunded in full and told", async ({
  browser,
  request,
}) => {
  // A sign-up, a checkout and four screens: sized for a busy 2-core CI machine.
  test.setTimeout(240_000);
  const { page } = await newMemberPage(browser, request, "Nisha Verma");
  await page.goto("/feed");
  await completeProfile(page, `nisha_${stamp()}`);
  await page.setViewportSize({ width: 360, height: 780 });

  // She books and pays a session with Sofia (a day and hour no other journey takes).
  const fee = await bookAndPay(page, "sofia.m", "Sofia Martinez", 5, "last");

  // From Sofia's page she blocks her; the dialog says what a block ends.
  await page.goto("/expert/@sofia.m");
  await page
    .getByRole("button", { name: "More options" })
    .first() // the expert's own, in the card with her name (reviews have theirs below)
    .click();
  await page.getByRole("menuitem", { name: "Block Sofia Martinez" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Block Sofia Martinez?" });
  await expect(confirm).toContainText(
    "Any upcoming sessions between you are cancelled, and paid ones are refunded in full",
  );
  await expectNoHorizontalOverflow(page, "block dialog");
  await confirm.getByRole("button", { name: "Block" }).click();
  await expect(page).toHaveURL(/\/expert\/expertList$/);

  // The session is under Cancelled, by her, refunded in full; a notification says so, never naming a block.
  await page.goto("/booking");
  await page.getByRole("tab", { name: /Cancelled/ }).click();
  const cancelled = page.getByRole("tabpanel", { name: "Cancelled bookings" }).getByRole("article").first();
  await expect(cancelled).toContainText("Sofia Martinez");
  await expect(cancelled.getByText("Cancelled by you")).toBeVisible();
  await expect(cancelled.getByText(`Refunded ₹${fee}`)).toBeVisible();
  await expectNoHorizontalOverflow(page, "bookings, Cancelled tab");
  await page.goto("/notification");
  const told = page.getByText(new RegExp(`was cancelled by you\\. ₹${fee} has been refunded`)).first();
  await expect(told).toBeVisible();
  expect(await told.textContent()).not.toMatch(/block/i);
  await page.context().close();
});
