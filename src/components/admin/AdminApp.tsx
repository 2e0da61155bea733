import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_TOKEN_KEY } from '~/data/admin-inboxes';
import { deleteJson, getJson } from '~/lib/api';
import type { StaffPerson } from '~/lib/passkeys';
import Dashboard from './Dashboard';
import InviteAccept from './InviteAccept';
import SignIn from './SignIn';
import { passkeyAuth, tokenAuth, type StaffAuth } from './staff-auth';

const readToken = (): string | null => {
  try {
    return sessionStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
};

const forgetToken = () => {
  try {
    sessionStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
};

type SessionAnswer = { signedIn: true; person: StaffPerson } | { signedIn: false; bootstrap: boolean };

/** `#invite=<token>`: the one-time link an owner sent. */
const inviteInHash = () => /^#invite=([A-Za-z0-9_-]{16,100})$/.exec(window.location.hash)?.[1] ?? null;

/**
 * /admin: the staff inboxes. A person signs in with a passkey (an HttpOnly session cookie the page never sees);
 * the environment secret still opens them for emergencies, kept in sessionStorage for this tab only and sent as
 * a Bearer token. The page's HTML and bundle hold no data at all.
 */
export default function AdminApp() {
  const [auth, setAuth] = useState<StaffAuth | null>(null);
  const [bootstrap, setBootstrap] = useState(false);
  const [invite, setInvite] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // A request still in flight when the person signs out comes back 401: that is their sign-out, not an expiry.
  const leaving = useRef(false);

  const refresh = useCallback(async () => {
    try {
      const { data } = await getJson<SessionAnswer>('/api/staff/session');
      if (data.signedIn) setAuth(passkeyAuth(data.person));
      else setBootstrap(data.bootstrap);
    } catch {
      setNotice('Could not reach the server. Please reload the page.');
    }
  }, []);

  useEffect(() => {
    const token = readToken();
    const invited = inviteInHash();
    if (invited) setInvite(invited);
    else if (token) setAuth(tokenAuth(token));
    else void refresh();
  }, [refresh]);

  const signIn = (secret: string) => {
    try {
      sessionStorage.setItem(ADMIN_TOKEN_KEY, secret);
    } catch {
      // Storage may be blocked: the session then lasts until the page is left.
    }
    setNotice('');
    leaving.current = false;
    setAuth(tokenAuth(secret));
  };

  const signedIn = (person: StaffPerson) => {
    setNotice('');
    setInvite(null);
    leaving.current = false;
    history.replaceState(null, '', window.location.pathname);
    setAuth(passkeyAuth(person));
  };

  const signOut = useCallback(
    async (message: string, endSession: boolean) => {
      forgetToken();
      // Ends the session on the server, so the cookie is worthless even if it was copied.
      if (endSession) await deleteJson('/api/staff/session').catch(() => {});
      setAuth(null);
      setNotice(message);
      void refresh();
    },
    [refresh],
  );

  const onUnauthorized = useCallback(() => {
    if (leaving.current) return;
    void signOut(
      auth?.via === 'passkey'
        ? 'Your session has ended or your access was revoked. Please sign in again.'
        : 'The admin secret is no longer accepted. Please sign in again.',
      false,
    );
  }, [signOut, auth?.via]);

  if (invite) return <InviteAccept invite={invite} onSignedIn={signedIn} />;
  return auth ? (
    <Dashboard
      auth={auth}
      onSignOut={() => {
        leaving.current = true;
        void signOut('You have signed out.', auth.via === 'passkey');
      }}
      onUnauthorized={onUnauthorized}
    />
  ) : (
    <SignIn onSignIn={signIn} onPasskey={signedIn} bootstrap={bootstrap} notice={notice} />
  );
}
