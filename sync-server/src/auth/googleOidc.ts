import * as oidc from 'openid-client';
import type { Config } from '../config';

export type GoogleConfig = Pick<Config, 'googleClientId' | 'googleClientSecret' | 'googleIssuer' | 'publicUrl'>;

export function googleEnabled(config: GoogleConfig): boolean {
  return Boolean(config.googleClientId && config.googleClientSecret);
}

export function googleRedirectUri(publicUrl: string): string {
  return `${publicUrl}/api/auth/google/callback`;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * OpenID Connect client for Google (or any issuer in GOOGLE_ISSUER, e.g. a local provider in tests).
 * Discovery runs on first use and is cached; a failed discovery is retried on the next sign-in.
 */
export function createGoogleClient(config: GoogleConfig): { configuration(): Promise<oidc.Configuration> } {
  let pending: Promise<oidc.Configuration> | undefined;
  return {
    configuration() {
      const { googleClientId, googleClientSecret, googleIssuer } = config;
      if (!googleClientId || !googleClientSecret) return Promise.reject(new Error('Google sign-in is not configured'));
      if (!pending) {
        const issuer = new URL(googleIssuer);
        // Plain http is allowed only for a provider on this machine (tests, local development).
        const insecureLocal = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
        pending = oidc.discovery(issuer, googleClientId, undefined, oidc.ClientSecretPost(googleClientSecret), {
          ...(insecureLocal ? { execute: [oidc.allowInsecureRequests] } : {}),
          timeout: 10,
        });
        pending.catch(() => {
          pending = undefined;
        });
      }
      return pending;
    },
  };
}

export interface GoogleLoginChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export async function googleAuthorizationUrl(
  configuration: oidc.Configuration,
  publicUrl: string,
): Promise<{ url: URL; checks: GoogleLoginChecks }> {
  const checks = { codeVerifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: googleRedirectUri(publicUrl),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
  });
  return { url, checks };
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

/** Exchanges the code (PKCE, state and nonce checked; id token signature verified) for the signed-in identity. */
export async function completeGoogleLogin(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  checks: GoogleLoginChecks,
): Promise<GoogleIdentity> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The identity provider returned no id token');
  // Google puts email in the id token; providers that follow the spec strictly only answer it at userinfo.
  const profile = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  if (typeof profile.email !== 'string' || !profile.email) throw new Error('The identity provider returned no email address');
  return {
    sub: claims.sub,
    email: profile.email,
    emailVerified: profile.email_verified === true,
    name: typeof profile.name === 'string' ? profile.name : undefined,
  };
}
