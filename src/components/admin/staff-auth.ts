/**
 * Who uses /admin and how their calls are authorized: a person signed in with a passkey (the session cookie
 * goes with every same-origin call, no header needed) or the environment secret (a Bearer header).
 */
import { can, ENV_ACTOR_NAME, type Permission, type StaffRole } from '~/data/staff-roles';

export type StaffAuth = {
  /** Headers every staff call carries. */
  headers: Record<string, string>;
  /** The signed-in person's id; null for the environment secret. */
  id: string | null;
  name: string;
  role: StaffRole;
  via: 'passkey' | 'token';
};

export const passkeyAuth = (person: { id: string; name: string; role: StaffRole }): StaffAuth => ({
  headers: {},
  id: person.id,
  name: person.name,
  role: person.role,
  via: 'passkey',
});

export const tokenAuth = (secret: string): StaffAuth => ({
  headers: { Authorization: `Bearer ${secret}` },
  id: null,
  name: ENV_ACTOR_NAME,
  role: 'owner',
  via: 'token',
});

export const allows = (auth: StaffAuth, permission: Permission) => can(auth.role, permission);
