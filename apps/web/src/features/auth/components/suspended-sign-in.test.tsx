// A suspended account's sign-in is refused: the code screen shows the server's sentence,
// not the "wrong code" message.
import { ACCOUNT_STATUS_MSG, ACCOUNT_SUSPENDED } from "@saathi/contract/account-status";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { OtpStep } from "./otp-step.tsx";

afterEach(cleanup);

it("the OTP step shows the suspension message", async () => {
  renderWithProviders(
    <OtpStep
      title="Enter your code"
      sentTo="asha@example.com"
      onResend={async () => undefined}
      onVerify={async () => {
        throw new ApiError(403, ACCOUNT_SUSPENDED, ACCOUNT_STATUS_MSG.suspended);
      }}
    />,
  );
  for (let i = 1; i <= 6; i++)
    fireEvent.change(screen.getByLabelText(`Digit ${i} of 6`), { target: { value: String(i) } });
  fireEvent.submit(screen.getByLabelText("Digit 1 of 6").closest("form") as HTMLFormElement);
  expect(await screen.findByText(ACCOUNT_STATUS_MSG.suspended)).toBeTruthy();
});
