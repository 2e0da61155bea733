import { useCallback, useEffect, useState } from 'react';
import { ADMIN_TOKEN_KEY } from '~/data/admin-inboxes';
import Dashboard from './Dashboard';
import SignIn from './SignIn';

const readToken = (): string | null => {
  try {
    return sessionStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
};

/**
 * /admin: the staff inboxes behind the admin secret. The secret lives in sessionStorage for this tab only
 * and goes with every call as a Bearer token; the page's HTML and bundle hold no data at all.
 */
export default function AdminApp() {
  const [token, setToken] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    setToken(readToken());
  }, []);

  const signIn = (secret: string) => {
    try {
      sessionStorage.setItem(ADMIN_TOKEN_KEY, secret);
    } catch {
      // Storage may be blocked: the session then lasts until the page is left.
    }
    setNotice('');
    setToken(secret);
  };

  const signOut = useCallback((message: string) => {
    try {
      sessionStorage.removeItem(ADMIN_TOKEN_KEY);
    } catch {
      // Nothing stored.
    }
    setToken(null);
    setNotice(message);
  }, []);

  const onUnauthorized = useCallback(
    () => signOut('The admin secret is no longer accepted. Please sign in again.'),
    [signOut],
  );

  return token ? (
    <Dashboard token={token} onSignOut={() => signOut('You have signed out.')} onUnauthorized={onUnauthorized} />
  ) : (
    <SignIn onSignIn={signIn} notice={notice} />
  );
}
