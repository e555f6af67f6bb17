// The password policy as the console states it (extension `password`); the server's rule, which
// decides, is server/rules/password-policy.ts and uses these same figures.
export const MIN_PASSWORD_LENGTH = 12;

/** The policy in one line, shown beside a new password's field. */
export const PASSWORD_POLICY_TEXT = `At least ${MIN_PASSWORD_LENGTH} characters, not your email address, not a common password.`;
