import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { bearer, person, signUpAccount } from './helpers/people';

/** Invitations and applications without SMTP_URL: emails land in the outbox, which admins read. */
type Headers = { authorization: string } | undefined;
let t: TestApp;
let owner: { authorization: string };
let admin: { authorization: string };
let organizer: Awaited<ReturnType<typeof person>>;
let member: Awaited<ReturnType<typeof person>>;

const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function club(name: string, privacy: 'public' | 'private' = 'public') {
  const res = await call('POST', '/api/organization', owner, { name, privacy });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  await call('POST', `/api/organization/${id}/roles`, owner, {
    userId: organizer.user.id,
    role: 'organizer',
  });
  await call('POST', `/api/organization/${id}/roles`, owner, { userId: member.user.id, role: 'member' });
  return id;
}

/** the invitation link's token, read from the outbox like an admin would */
async function tokenFromOutbox(to: string) {
  const outbox = (await call('GET', `/api/admin/outbox?searchTerm=${encodeURIComponent(to)}`, admin)).json();
  const mail = outbox.items[0];
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  return { mail, token: token! };
}

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false' });
  owner = await bearer(t, 'organizer@sportzone.test');
  admin = await bearer(t, 'admin@sportzone.test');
  organizer = await person(t, 'inv-organizer@example.com', { firstName: 'Olga', lastName: 'Organizer' });
  member = await person(t, 'inv-member@example.com');
});
afterAll(async () => {
  await t.close();
});

describe(`invitations (${TEST_DB})`, () => {
  it('round-trips an invitation to a user: invite → listed for them → accept → member', async () => {
    const org = await club('Invite Club');
    const invitee = await person(t, 'invitee-user@example.com', { firstName: 'Ina' });
    expect((await call('GET', '/api/invitation', invitee.headers)).json()).toMatchObject({
      items: [],
      totalCount: 0,
    });

    const res = await call('POST', `/api/organization/${org}/invitations`, organizer.headers, {
      userId: invitee.user.id,
      message: 'Play for us!',
    });
    expect(res.statusCode).toBe(201);
    const invitation = res.json();
    expect(invitation).toMatchObject({
      organization: { id: org, name: 'Invite Club' },
      user: { id: invitee.user.id, email: 'invitee-user@example.com' },
      email: null,
      message: 'Play for us!',
      sendAsEmail: false,
      status: 'pending',
      emailStatus: null,
      invitedBy: { id: organizer.user.id },
    });
    expect(Date.parse(invitation.invitedOn)).not.toBeNaN();
    const again = await call('POST', `/api/organization/${org}/invitations`, organizer.headers, {
      userId: invitee.user.id,
      message: 'Again',
    });
    expect(again.statusCode).toBe(409);

    const mine = (await call('GET', '/api/invitation', invitee.headers)).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([invitation.id]);
    // nobody else can answer it: for them it does not exist
    expect(
      (await call('PUT', `/api/invitation/${invitation.id}/accept`, member.headers, {})).statusCode,
    ).toBe(404);

    const accepted = await call('PUT', `/api/invitation/${invitation.id}/accept`, invitee.headers, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    expect(accepted.json().decidedAt).not.toBeNull();
    expect(
      (await call('PUT', `/api/invitation/${invitation.id}/reject`, invitee.headers, {})).statusCode,
    ).toBe(409);
    expect((await call('GET', `/api/organization/${org}`, invitee.headers)).json().myRoles).toEqual([
      'member',
    ]);
    const members = (
      await call('GET', `/api/organization/${org}/members?searchTerm=invitee-user`, owner)
    ).json();
    expect(members.items).toHaveLength(1);
    expect(members.items[0]).toMatchObject({ userId: invitee.user.id, firstName: 'Ina', status: 'active' });

    const already = await call('POST', `/api/organization/${org}/invitations`, organizer.headers, {
      userId: invitee.user.id,
      message: 'x',
    });
    expect(already.statusCode).toBe(409);
    const orgList = (
      await call('GET', `/api/organization/${org}/invitations?status=accepted`, organizer.headers)
    ).json();
    expect(orgList.items.map((i: { id: number }) => i.id)).toEqual([invitation.id]);
    expect((await call('GET', `/api/organization/${org}/invitations`, member.headers)).statusCode).toBe(403);
  });

  it('declines, withdraws, and refuses bad invitations with 400 per field', async () => {
    const org = await club('Decline Club');
    const invitee = await person(t, 'decliner@example.com');
    const a = (
      await call('POST', `/api/organization/${org}/invitations`, owner, {
        userId: invitee.user.id,
        message: 'Hi',
      })
    ).json();
    const declined = await call('PUT', `/api/invitation/${a.id}/reject`, invitee.headers);
    expect(declined.json().status).toBe('rejected');
    expect((await call('GET', `/api/organization/${org}`, invitee.headers)).json().myRoles).toEqual([]);
    const pending = (await call('GET', '/api/invitation?status=pending', invitee.headers)).json();
    expect(pending.totalCount).toBe(0);

    const b = (
      await call('POST', `/api/organization/${org}/invitations`, owner, {
        userId: invitee.user.id,
        message: 'Second try',
      })
    ).json();
    expect((await call('DELETE', `/api/invitation/${b.id}`, member.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/invitation/${b.id}`, organizer.headers)).statusCode).toBe(204);
    expect((await call('PUT', `/api/invitation/${b.id}/accept`, invitee.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/invitation/${a.id}`, organizer.headers)).statusCode).toBe(409);

    const both = await call('POST', `/api/organization/${org}/invitations`, owner, {
      userId: invitee.user.id,
      email: 'x@example.com',
      message: 'm',
    });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().fields)).toEqual(expect.arrayContaining(['userId', 'email']));
    expect(
      (await call('POST', `/api/organization/${org}/invitations`, owner, { message: 'nobody' })).statusCode,
    ).toBe(400);
    const noMessage = await call('POST', `/api/organization/${org}/invitations`, owner, {
      email: 'x@example.com',
      message: '  ',
    });
    expect(noMessage.json().fields.message).toBeDefined();
    const badEmail = await call('POST', `/api/organization/${org}/invitations`, owner, {
      email: 'not-an-address',
      message: 'm',
    });
    expect(badEmail.json().fields.email).toBeDefined();
    const noUser = await call('POST', `/api/organization/${org}/invitations`, owner, {
      userId: 99999999,
      message: 'm',
    });
    expect(noUser.json().fields.userId).toBeDefined();
  });

  it('mails an invitation to an address into the outbox without SMTP; the link\u2019s token or the proven address accepts it', async () => {
    const org = await club('Outbox Club');
    const res = await call('POST', `/api/organization/${org}/invitations`, organizer.headers, {
      email: 'New.Comer@Example.com',
      message: 'We train on Tuesdays.',
      sendAsEmail: true,
    });
    expect(res.statusCode).toBe(201);
    const invitation = res.json();
    expect(invitation).toMatchObject({
      email: 'new.comer@example.com',
      user: null,
      sendAsEmail: true,
      emailStatus: 'stored',
    });

    expect((await call('GET', '/api/admin/outbox', member.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/outbox', undefined)).statusCode).toBe(401);
    const { mail, token } = await tokenFromOutbox('new.comer@example.com');
    expect(mail).toMatchObject({
      to: 'new.comer@example.com',
      subject: 'Invitation to join Outbox Club',
      kind: 'invitation',
      referenceId: invitation.id,
      status: 'stored',
      error: null,
      sentAt: null,
    });
    expect(mail.text).toContain('Olga Organizer invited you to join Outbox Club');
    expect(mail.text).toContain('We train on Tuesdays.');
    expect(mail.text).toContain(
      `http://localhost:3000/user/organizations/invitations?invitation=${invitation.id}&token=`,
    );
    const stored = (await call('GET', '/api/admin/outbox?status=stored', admin)).json();
    expect(stored.totalCount).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/admin/outbox?status=sent', admin)).json()).toMatchObject({
      items: [],
      totalCount: 0,
    });
    expect((await call('GET', '/api/admin/outbox?status=lost', admin)).statusCode).toBe(400);

    // the person signs up with the invited address: the embedded sign-in proves it, so it is listed
    const { headers } = await signUpAccount(t, 'new.comer@example.com');
    await call('POST', '/api/user', headers, {
      id: 0,
      firstName: 'New',
      lastName: 'Comer',
      email: 'new.comer@example.com',
    });
    const mine = (await call('GET', '/api/invitation', headers)).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([invitation.id]);

    // someone else signed in with another address sees nothing, and cannot accept without the token
    const stranger = await person(t, 'stranger@example.com');
    expect((await call('GET', '/api/invitation', stranger.headers)).json().totalCount).toBe(0);
    expect(
      (await call('PUT', `/api/invitation/${invitation.id}/accept`, stranger.headers, {})).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/invitation/${invitation.id}/accept`, stranger.headers, {
          token: 'x'.repeat(32),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/invitation/token?token=${'y'.repeat(32)}`, stranger.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/invitation/token?token=${token}`, stranger.headers)).json().id).toBe(
      invitation.id,
    );

    const accepted = await call('PUT', `/api/invitation/${invitation.id}/accept`, headers, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', user: { email: 'new.comer@example.com' } });
    expect((await call('GET', `/api/organization/${org}`, headers)).json().myRoles).toEqual(['member']);
  });

  it('lets whoever holds the emailed token accept an invitation to an address', async () => {
    const org = await club('Token Club');
    const invitation = (
      await call('POST', `/api/organization/${org}/invitations`, owner, {
        email: 'old-address@example.com',
        message: 'Join',
        sendAsEmail: true,
      })
    ).json();
    const { token } = await tokenFromOutbox('old-address@example.com');
    const holder = await person(t, 'new-address@example.com');
    const accepted = await call('PUT', `/api/invitation/${invitation.id}/accept`, holder.headers, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.id).toBe(holder.user.id);
    expect((await call('GET', '/api/invitation', holder.headers)).json().items[0].status).toBe('accepted');
  });

  it('keeps a private organization\u2019s invitations invisible to outsiders', async () => {
    const org = await club('Private Inviter', 'private');
    const invitation = (
      await call('POST', `/api/organization/${org}/invitations`, owner, {
        email: 'p@example.com',
        message: 'Join',
      })
    ).json();
    const outsider = await person(t, 'inv-outsider@example.com');
    expect((await call('GET', `/api/organization/${org}/invitations`, outsider.headers)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('POST', `/api/organization/${org}/invitations`, outsider.headers, {
          email: 'q@example.com',
          message: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/invitation/${invitation.id}`, outsider.headers)).statusCode).toBe(404);
  });
});

describe(`applications (${TEST_DB})`, () => {
  it('round-trips an application: apply → listed for organizers → accept → member', async () => {
    const org = await club('Apply Club');
    const applicant = await person(t, 'applicant@example.com', { firstName: 'App' });
    expect((await call('GET', '/api/application', applicant.headers)).json()).toMatchObject({
      items: [],
      totalCount: 0,
    });
    const res = await call('POST', '/api/application', applicant.headers, {
      organizationId: org,
      message: ' I play left-handed ',
    });
    expect(res.statusCode).toBe(201);
    const application = res.json();
    expect(application).toMatchObject({
      organization: { id: org, name: 'Apply Club' },
      user: { id: applicant.user.id },
      message: 'I play left-handed',
      status: 'pending',
      reason: null,
    });
    expect(Date.parse(application.appliedOn)).not.toBeNaN();
    expect(
      (await call('POST', '/api/application', applicant.headers, { organizationId: org })).statusCode,
    ).toBe(409);
    expect((await call('POST', '/api/application', member.headers, { organizationId: org })).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/api/application', undefined, { organizationId: org })).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/application', applicant.headers, { organizationId: 'x' })).statusCode,
    ).toBe(400);

    expect((await call('GET', `/api/organization/${org}/applications`, member.headers)).statusCode).toBe(403);
    const list = (
      await call('GET', `/api/organization/${org}/applications?searchTerm=APPLICANT`, organizer.headers)
    ).json();
    expect(list.items.map((a: { id: number }) => a.id)).toEqual([application.id]);
    expect(
      (await call('PUT', `/api/application/${application.id}/accept`, applicant.headers, {})).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/application/${application.id}/accept`, member.headers, {})).statusCode,
    ).toBe(403);
    const accepted = await call('PUT', `/api/application/${application.id}/accept`, organizer.headers, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    expect(
      (await call('PUT', `/api/application/${application.id}/reject`, organizer.headers, {})).statusCode,
    ).toBe(409);
    expect((await call('GET', `/api/organization/${org}`, applicant.headers)).json().myRoles).toEqual([
      'member',
    ]);
    expect((await call('GET', '/api/application?status=accepted', applicant.headers)).json().totalCount).toBe(
      1,
    );
  });

  it('rejects with a reason, lets applicants withdraw, and hides private organizations', async () => {
    const org = await club('Reject Club');
    const hidden = await club('Hidden Apply', 'private');
    const applicant = await person(t, 'rejected@example.com');
    const a = (await call('POST', '/api/application', applicant.headers, { organizationId: org })).json();
    const rejected = await call('PUT', `/api/application/${a.id}/reject`, owner, { reason: 'Team is full' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Team is full' });
    expect((await call('GET', `/api/organization/${org}`, applicant.headers)).json().myRoles).toEqual([]);

    const b = (await call('POST', '/api/application', applicant.headers, { organizationId: org })).json();
    expect((await call('DELETE', `/api/application/${b.id}`, member.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/application/${b.id}`, applicant.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/application/${a.id}`, applicant.headers)).statusCode).toBe(409);

    const refused = await call('POST', '/api/application', applicant.headers, { organizationId: hidden });
    expect(refused.statusCode).toBe(404);
    expect((await call('PUT', `/api/application/99999999/accept`, owner, {})).statusCode).toBe(404);
  });
});

describe(`applying to play and signing up (${TEST_DB})`, () => {
  const json = async (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const openTournament = async (org: number, name: string, signupPolicy?: 'players' | 'anyone') => {
    const tour = await json('POST', `/api/organization/${org}/tournaments`, organizer.headers, {
      name,
      sport: 'tennis',
      ...(signupPolicy ? { signupPolicy } : {}),
    });
    await json('PATCH', `/api/tournament/${tour.id}`, organizer.headers, { status: 'open' });
    return tour.id as number;
  };
  const playersOf = async (org: number) =>
    (await json('GET', `/api/organization/${org}/players?pageSize=100`, organizer.headers)).items as {
      id: number;
      firstName: string;
      lastName: string;
      nationality: string | null;
      userId?: number | null;
    }[];

  it('accepting one who applied to play makes a linked player, tells them, and lets them sign up', async () => {
    const org = await club('Play Club');
    const tour = await openTournament(org, 'Play Club Open');
    const newcomer = await person(t, 'wants-to-play@example.com', {
      firstName: 'Nia',
      lastName: 'Newcomer',
      nationality: 'BG',
    });
    // not a player yet: refused, with a message that says what to do
    const refused = await call('POST', `/api/tournament/${tour}/entries`, newcomer.headers, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Only players of Play Club can sign up here: apply/);
    expect((await json('GET', `/api/tournament/${tour}/entries`, newcomer.headers)).signUpOptions).toEqual(
      [],
    );

    const application = await json('POST', '/api/application', newcomer.headers, {
      organizationId: org,
      wantsToPlay: true,
    });
    expect(application).toMatchObject({ wantsToPlay: true, status: 'pending' });
    expect(await playersOf(org)).toEqual([]);
    await json('PUT', `/api/application/${application.id}/accept`, organizer.headers, {});

    const made = await playersOf(org);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ firstName: 'Nia', lastName: 'Newcomer', nationality: 'BG' });
    expect((await json('GET', `/api/player/${made[0]!.id}`, organizer.headers)).userId).toBe(
      newcomer.user.id,
    );
    expect((await json('GET', `/api/organization/${org}`, newcomer.headers)).myRoles).toEqual(['member']);

    const told = await json('GET', '/api/user/notifications', newcomer.headers);
    expect(told.items).toContainEqual(
      expect.objectContaining({
        kind: 'application_accepted',
        params: { organization: 'Play Club', player: true },
        link: `/user/organizations/${org}/public`,
      }),
    );

    const options = (await json('GET', `/api/tournament/${tour}/entries`, newcomer.headers)).signUpOptions;
    expect(options).toEqual([{ playerId: made[0]!.id, teamId: null, name: 'Nia Newcomer' }]);
    const entry = await call('POST', `/api/tournament/${tour}/entries`, newcomer.headers, {
      playerId: made[0]!.id,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(entry.json()).toMatchObject({ playerId: made[0]!.id, status: 'registered', canWithdraw: true });
  });

  it('accepting a plain application makes a member only, and a rejection tells nobody', async () => {
    const org = await club('Member Only Club');
    const joiner = await person(t, 'member-only@example.com');
    const a = await json('POST', '/api/application', joiner.headers, { organizationId: org });
    expect(a.wantsToPlay).toBe(false);
    await json('PUT', `/api/application/${a.id}/accept`, organizer.headers, {});
    expect(await playersOf(org)).toEqual([]);
    const told = await json('GET', '/api/user/notifications', joiner.headers);
    expect(told.items).toContainEqual(
      expect.objectContaining({
        kind: 'application_accepted',
        params: { organization: 'Member Only Club', player: false },
      }),
    );

    const other = await person(t, 'play-rejected@example.com');
    const b = await json('POST', '/api/application', other.headers, {
      organizationId: org,
      wantsToPlay: true,
    });
    await json('PUT', `/api/application/${b.id}/reject`, organizer.headers, {});
    expect(await playersOf(org)).toEqual([]);
    expect((await json('GET', '/api/user/notifications', other.headers)).items).toEqual([]);
  });

  it('an open tournament for anyone signed in makes a non-player a linked player on sign-up', async () => {
    const org = await club('Anyone Club');
    const closed = await openTournament(org, 'Players Only Cup');
    const open = await openTournament(org, 'Anyone Cup', 'anyone');
    expect((await json('GET', `/api/tournament/${open}`, undefined)).signupPolicy).toBe('anyone');
    const walkIn = await person(t, 'walk-in@example.com', { firstName: 'Wes', lastName: 'Walkin' });

    const stays = await call('POST', `/api/tournament/${closed}/entries`, walkIn.headers, {});
    expect(stays.statusCode).toBe(403);
    expect(stays.json().message).toMatch(/Only players of Anyone Club/);
    expect(await playersOf(org)).toEqual([]);

    expect((await json('GET', `/api/tournament/${open}/entries`, walkIn.headers)).signUpOptions).toEqual([
      { playerId: null, teamId: null, name: 'Wes Walkin' },
    ]);
    expect((await call('POST', `/api/tournament/${open}/entries`, undefined, {})).statusCode).toBe(401);
    const signed = await call('POST', `/api/tournament/${open}/entries`, walkIn.headers, {});
    expect(signed.statusCode, signed.body).toBe(201);
    const made = await playersOf(org);
    expect(made.map((p) => [p.firstName, p.lastName])).toEqual([['Wes', 'Walkin']]);
    expect(signed.json()).toMatchObject({ playerId: made[0]!.id, name: 'Wes Walkin', status: 'registered' });
    expect((await json('GET', `/api/player/${made[0]!.id}`, organizer.headers)).userId).toBe(walkIn.user.id);
    // signing up again is refused, and no second player is made
    expect((await call('POST', `/api/tournament/${open}/entries`, walkIn.headers, {})).statusCode).toBe(409);
    expect(await playersOf(org)).toHaveLength(1);
    // now a player, they may sign up for the players-only tournament too
    expect((await call('POST', `/api/tournament/${closed}/entries`, walkIn.headers, {})).statusCode).toBe(
      201,
    );
    // the policy is the organizers' to set
    expect(
      (await call('PATCH', `/api/tournament/${closed}`, walkIn.headers, { signupPolicy: 'anyone' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/tournament/${closed}`, organizer.headers, { signupPolicy: 'everyone' }))
        .statusCode,
    ).toBe(400);
  });
});
