// Types of dependency-rules.cjs for the test that imports it (the web program has no allowJs).
import type { IConfiguration } from "dependency-cruiser";

declare const rules: IConfiguration;
export = rules;
