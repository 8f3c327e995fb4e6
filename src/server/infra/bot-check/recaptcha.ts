/** Server-side verification of a reCAPTCHA v3 token for one action. */
export async function verifyRecaptchaToken(
  secret: string,
  token: string,
  action: string,
  remoteIp?: string,
) {
  const body = new URLSearchParams({
    secret,
    response: token,
    ...(remoteIp ? { remoteip: remoteIp } : {}),
  });
  try {
    const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    });
    const result = (await response.json()) as { success: boolean; action?: string; score?: number };
    return result.success && result.action === action && (result.score ?? 0) >= 0.5;
  } catch {
    return false;
  }
}
