import {
  allowProAccessEndpoint,
  endImpersonationEndpoint,
  impersonateEndpoint,
  impersonationAuditEndpoint,
  switchAccountEndpoint,
  viewableUsersEndpoint,
} from '../../features/accountSwitch/api';
import { type UserRecord, profileOf } from '../auth';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { matches, pageOf } from '../kit/paging';
import { fail, invalid, ok } from '../kit/replies';

/*
 * Switching sides and impersonation (accounts-money §4, issue 29). The server's rules, ours since
 * the spec shows none: a super admin may view as any account but an admin's; a PRO admin only as
 * the basic users they referred or coach who allow PRO access. An impersonation's token is tied
 * to the admin, named on every call and written to the audit trail (kit/handle.ts). The two sides
 * of one person are linked accounts: a PRO admin's Marketplace account is opened on their first
 * switch to it.
 */

const loginOf = (user: UserRecord, token = user.api_token) => ({
  ...profileOf(user),
  api_token: token,
});
const nameOf = (user: UserRecord) => `${user.fname} ${user.lname}`.trim() || user.email;

function startImpersonation(db: Database, actor: UserRecord, user: UserRecord): string {
  const token = `demo-view-${actor.id}-${user.id}-${crypto.randomUUID()}`;
  db.impersonations.insert({
    token,
    actor_id: actor.id,
    user_id: user.id,
    started_at: new Date().toISOString(),
    ended_at: null,
  });
  return token;
}

/** A PRO admin's own basic users: those they referred or coach (accounts-money §6). */
const isTheirs = (pro: UserRecord, user: UserRecord) =>
  user.referralby_userid === pro.id || user.basicuser_bycoachid === pro.id;

/** Why `admin` may not view as `user`, or null when they may. */
function refusalToView(admin: UserRecord, user: UserRecord): string | null {
  if (user.id === admin.id) return 'You are signed in as this account already.';
  if (admin.role_id === 1)
    return user.role_id === 1 ? 'An administrator’s account cannot be viewed as.' : null;
  if (admin.role_id !== 3) return 'Only an administrator can view the app as another user.';
  if (!isTheirs(admin, user)) return 'This account is not one of your basic users.';
  if (user.basicuser_allowimpersonate_toproadmin !== '1')
    return 'This user has not allowed PRO access to their account.';
  return null;
}

function viewableBy(db: Database, admin: UserRecord): UserRecord[] {
  return db.users.filter((user) => user.id !== admin.id && refusalToView(admin, user) === null);
}

/** The address of a PRO admin's own Marketplace account: their own, tagged (+marketplace). */
function marketplaceAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? `${email}+marketplace` : `${email.slice(0, at)}+marketplace${email.slice(at)}`;
}

/** The PRO admin's Marketplace account, opened on the first switch (the same person, paid by them). */
function marketplaceAccountOf(db: Database, pro: UserRecord): UserRecord {
  const linked = pro.linked_account_id ? db.users.get(pro.linked_account_id) : undefined;
  if (linked && linked.role_id === 2) return linked;
  const opened = db.users.insert({
    ...pro,
    email: marketplaceAddress(pro.email),
    role_id: 2,
    user_type: 'basic',
    api_token: `demo-market-${pro.id}-${crypto.randomUUID()}`,
    total_creditpoints: 0,
    basicuser_bycoachid: pro.id,
    referralby_userid: null,
    basicuser_allowimpersonate_toproadmin: '1',
    linked_account_id: pro.id,
  });
  db.users.update(pro.id, { linked_account_id: opened.id });
  return opened;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export const accountSwitchHandlers = [
  handle(switchAccountEndpoint, ({ body, db, user, actor }) => {
    const me = user!;
    // An admin viewing as this person stays the one acting on the other side too.
    const sessionFor = (account: UserRecord) =>
      actor ? loginOf(account, startImpersonation(db, actor, account)) : loginOf(account);
    if (body.side === 'marketplace') {
      if (me.role_id !== 3)
        return fail('This account is on the Marketplace already.', { status: 409 });
      const market = marketplaceAccountOf(db, me);
      return ok({
        session: sessionFor(market),
        impersonator: loginOf(me, textOf(body.api_token) || me.api_token),
      });
    }
    if (body.side !== 'designStudio') return invalid({ side: ['The selected side is invalid.'] });
    if (me.role_id !== 2) return fail('This account is in Design Studio already.', { status: 409 });
    const pro = me.linked_account_id ? db.users.get(me.linked_account_id) : undefined;
    if (!pro)
      return fail(
        me.basicuser_bycoachid === null
          ? 'You have no Design Studio account yet: upgrade to PRO to open one.'
          : 'This Marketplace account is run by your PRO admin, whose Design Studio is their own. Ask them to share templates or campaigns with you.',
        { status: 403 },
      );
    return ok({ session: sessionFor(pro), impersonator: null });
  }),

  handle(impersonateEndpoint, ({ read, db, user, actor }) => {
    if (actor) return fail('Switch back to your own account first.', { status: 409 });
    const target = db.users.get(read.int('user_id', 0));
    if (!target) return fail('No such user.', { status: 404 });
    const refusal = refusalToView(user!, target);
    if (refusal) return fail(refusal, { status: 403 });
    return ok({
      session: loginOf(target, startImpersonation(db, user!, target)),
      actor: { id: user!.id, fname: user!.fname, lname: user!.lname },
    });
  }),

  // The admin, back in their own session, closes the one they issued (only theirs).
  handle(endImpersonationEndpoint, ({ body, db, user }) => {
    const token = textOf(body.impersonation_token);
    const session = db.impersonations.find(
      (row) => row.token === token && row.actor_id === user!.id && row.ended_at === null,
    );
    const ended_at = new Date().toISOString();
    if (session) {
      db.impersonations.update(session.id, { ended_at });
      // The trail says when the admin left, as it says what they did.
      db.impersonationAudit.insert({
        impersonation_id: session.id,
        actor_id: session.actor_id,
        user_id: session.user_id,
        call: 'impersonation/end',
        at: ended_at,
      });
    }
    return ok({ ended_at });
  }),

  handle(viewableUsersEndpoint, ({ body, read, db, user, actor }) => {
    if (actor || user!.role_id === 2)
      return fail('Only an administrator can view the app as another user.', { status: 403 });
    const search = read.text('search_text').trim();
    const rows = viewableBy(db, user!)
      .filter((row) => matches(`${row.fname} ${row.lname} ${row.email}`, search))
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
    return ok(
      pageOf(rows, body).map(({ id, fname, lname, email, role_id, user_type }) => ({
        id,
        fname,
        lname,
        email,
        role_id,
        user_type,
      })),
      { total_count: rows.length },
    );
  }),

  handle(impersonationAuditEndpoint, ({ body, db, user, actor }) => {
    if (actor || user!.role_id !== 1)
      return fail('Only the super admin reads the audit trail.', { status: 403 });
    const rows = db.impersonationAudit.all();
    const named = (id: number) => {
      const found = db.users.get(id);
      return found ? nameOf(found) : `#${id}`;
    };
    return ok(
      pageOf(rows, body).map((row) => ({
        id: row.id,
        at: row.at,
        actor_name: named(row.actor_id),
        user_name: named(row.user_id),
        call: row.call,
      })),
      { total_count: rows.length },
    );
  }),

  handle(allowProAccessEndpoint, ({ body, db, user }) => {
    const me = user!;
    if (me.role_id !== 2 || me.referralby_userid === null)
      return fail('Only a Marketplace account referred by a PRO admin has this setting.', {
        status: 403,
      });
    const value = body.basicuser_allowimpersonate_toproadmin;
    if (value !== '1' && value !== '0')
      return invalid({ basicuser_allowimpersonate_toproadmin: ['The value must be 1 or 0.'] });
    const updated = db.users.update(me.id, { basicuser_allowimpersonate_toproadmin: value })!;
    // Access taken back ends what the PRO admin had open on this account at once.
    if (value === '0') {
      const ended_at = new Date().toISOString();
      for (const session of db.impersonations.filter(
        (row) => row.user_id === me.id && row.ended_at === null,
      )) {
        const admin = db.users.get(session.actor_id);
        if (admin?.role_id === 3) db.impersonations.update(session.id, { ended_at });
      }
    }
    return ok(profileOf(updated));
  }),
];
