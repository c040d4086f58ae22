/* Social sign-in constants (no zod: the web imports them directly). */

export const SOCIAL_PROVIDERS = ['naver', 'google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Why a social sign-in came back to /socialLogin without signing in (`?error=`). */
export const SOCIAL_LOGIN_ERRORS = ['denied', 'state', 'nonce', 'failed', 'suspended', 'expired'] as const;
export type SocialLoginError = (typeof SOCIAL_LOGIN_ERRORS)[number];
