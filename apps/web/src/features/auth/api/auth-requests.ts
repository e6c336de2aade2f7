// Calls to better-auth (/api/auth) and the expert registration endpoints. One function per call.
import { api } from "../../../lib/api-client.ts";

type OtpType = "sign-in" | "email-verification" | "forget-password";

export const signInEmail = (email: string, password: string) =>
  api("/api/auth/sign-in/email", { method: "POST", body: { email, password } });
export const signUpEmail = (name: string, email: string, password: string) =>
  api("/api/auth/sign-up/email", { method: "POST", body: { name, email, password } });
export const sendEmailOtp = (email: string, type: OtpType) =>
  api("/api/auth/email-otp/send-verification-otp", { method: "POST", body: { email, type } });
export const verifyEmailOtp = (email: string, otp: string) =>
  api("/api/auth/email-otp/verify-email", { method: "POST", body: { email, otp } });
export const signInEmailOtp = (email: string, otp: string) =>
  api("/api/auth/sign-in/email-otp", { method: "POST", body: { email, otp } });
export const requestPasswordReset = (email: string) =>
  api("/api/auth/email-otp/request-password-reset", { method: "POST", body: { email } });
export const checkResetOtp = (email: string, otp: string) =>
  api("/api/auth/email-otp/check-verification-otp", { method: "POST", body: { email, otp, type: "forget-password" } });
export const resetPassword = (email: string, otp: string, password: string) =>
  api("/api/auth/email-otp/reset-password", { method: "POST", body: { email, otp, password } });
export const sendPhoneOtp = (phoneNumber: string) =>
  api("/api/auth/phone-number/send-otp", { method: "POST", body: { phoneNumber } });
export const verifyPhoneOtp = (phoneNumber: string, code: string) =>
  api("/api/auth/phone-number/verify", { method: "POST", body: { phoneNumber, code } });
export const signInPhone = (phoneNumber: string, password: string) =>
  api("/api/auth/sign-in/phone-number", { method: "POST", body: { phoneNumber, password } });
export const signOut = () => api("/api/auth/sign-out", { method: "POST", body: {} });
export const expertRegisterSendOtp = (fullName: string, email: string) =>
  api("/api/accounts/expert-registration/send-otp", { method: "POST", body: { fullName, email } });
export const expertRegisterVerify = (fullName: string, email: string, otp: string) =>
  api("/api/accounts/expert-registration/verify", { method: "POST", body: { fullName, email, otp } });

/** Starts Google or Microsoft sign-in: the server answers with the provider's URL. */
export async function signInSocial(provider: "google" | "microsoft", callbackURL: string): Promise<void> {
  const { url } = await api<{ url: string }>("/api/auth/sign-in/social", {
    method: "POST",
    body: { provider, callbackURL },
  });
  window.location.assign(url);
}
