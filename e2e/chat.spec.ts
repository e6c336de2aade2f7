import { completeProfile, newMemberPage } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);

/**
 * What a page sends of its chat messages: the bodies of its chat.send requests over the live socket,
 * and of its POST /api/chat/messages. Listening starts now, before the page opens any socket.
 */
function watchChatSends(page: Page) {
  const overSocket: { message?: string; clientId?: string }[] = [];
  const overHttp: string[] = [];
  page.on("websocket", (ws) =>
    ws.on("framesent", ({ payload }) => {
      try {
        const frame = JSON.parse(String(payload)) as { type?: string; op?: string; body?: { message?: string } };
        if (frame.type === "request" && frame.op === "chat.send" && frame.body) overSocket.push(frame.body);
      } catch {
        // Not JSON: not a request.
      }
    }),
  );
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/chat/messages") overHttp.push(r.postData() ?? "");
  });
  return { overSocket, overHttp };
}

test("two members chat both ways: unread badge counts up and clears, ticks turn blue when read", async ({
  browser,
  request,
}) => {
  const a = await newMemberPage(browser, request, "Anaya Joshi");
  const b = await newMemberPage(browser, request, "Bilal Shaikh");
  const bSends = watchChatSends(b.page);
  const bName = `bilal_${stamp()}`;
  await a.page.goto("/feed");
  await completeProfile(a.page, `anaya_${stamp()}`);
  await b.page.goto("/feed");
  await completeProfile(b.page, bName);
  await b.page.goto("/chat");
  await expect(b.page.getByText("No conversations yet")).toBeVisible();

  // Anaya opens Bilal's profile and starts a chat right there.
  await a.page.goto(`/profile/@${bName}`);
  await a.page.getByRole("button", { name: "Chat", exact: true }).click();
  const aPane = a.page.getByRole("region", { name: "Chat with Bilal Shaikh" });
  await aPane.getByLabel("Message").fill("Hi Bilal, how was your day?");
  await aPane.getByLabel("Message").press("Enter");
  await aPane.getByLabel("Message").fill("No rush to answer.");
  await aPane.getByLabel("Message").press("Enter");
  await expect(aPane.getByTestId("chat-bubble")).toHaveCount(2);
  await expect(aPane.locator('[data-tick="delivered"], [data-tick="sent"]')).toHaveCount(2);

  // Bilal's list shows the conversation on top with 2 unread, live.
  const row = b.page.getByRole("button", { name: /^Anaya Joshi\b.* 2 unread$/ });
  await expect(row).toBeVisible({ timeout: 5000 });
  await expect(row.getByTestId("unread-badge")).toHaveText("2");
  await row.click();
  const bPane = b.page.getByRole("region", { name: "Chat with Anaya Joshi" });
  await expect(bPane.getByText("Hi Bilal, how was your day?")).toBeVisible();
  await expect(b.page.getByTestId("unread-badge")).toHaveCount(0);

  // Anaya's ticks turn blue once Bilal has read them.
  await expect(aPane.locator('[data-tick="read"]')).toHaveCount(2, { timeout: 5000 });

  // And back the other way, live into Anaya's open conversation.
  await bPane.getByLabel("Message").fill("Better now. Thank you for asking!");
  await bPane.getByRole("button", { name: "Send" }).click();
  await expect(aPane.getByText("Better now. Thank you for asking!")).toBeVisible({ timeout: 5000 });
  // It went over Bilal's open socket (a chat.send request carrying the words), not as an HTTP request.
  const reply = "Better now. Thank you for asking!";
  await expect.poll(() => bSends.overSocket.filter((body) => body.message === reply).length).toBe(1);
  expect(bSends.overHttp.filter((body) => body.includes(reply))).toEqual([]);
  await expect(bPane.locator('[data-tick="read"]')).toHaveCount(1, { timeout: 5000 });
  await expect(aPane.getByText("Today")).toBeVisible();

  // Bilal's second tab: a message sent over the first tab's socket reaches it live (the first tab has it
  // from its send's answer, once).
  const bTab2 = await b.page.context().newPage();
  await bTab2.goto("/chat");
  await bTab2.getByRole("button", { name: /^Anaya Joshi\b/ }).click();
  const tab2Pane = bTab2.getByRole("region", { name: "Chat with Anaya Joshi" });
  await expect(tab2Pane.getByText(reply)).toBeVisible();
  const fromTab1 = "Sent from my first tab.";
  await bPane.getByLabel("Message").fill(fromTab1);
  await bPane.getByRole("button", { name: "Send" }).click();
  await expect(tab2Pane.getByText(fromTab1)).toBeVisible({ timeout: 5000 });
  await expect(aPane.getByText(fromTab1)).toBeVisible({ timeout: 5000 });
  await expect.poll(() => bSends.overSocket.filter((body) => body.message === fromTab1).length).toBe(1);
  await expect(bPane.getByText(fromTab1)).toHaveCount(1);
  await bTab2.close();
});
