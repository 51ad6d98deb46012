import {
  addOrganizationRole,
  ensureMemberOfUser,
  findUserByEmail,
  insertMember,
  insertOrganization,
  insertPlayer,
  insertSeason,
  insertTeam,
  insertVenue,
  replaceSpaces,
  searchOrganizations,
  setTeamPlayers,
  type DbOrTx,
  type NewOrganization,
  type OrganizationRole,
} from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';

/** The demo organizations' owner and the demo player (accounts of demo-accounts.ts). */
const OWNER_EMAIL = 'organizer@sportzone.test';
const PLAYER_EMAIL = 'player@sportzone.test';

/** Names of the demo organizations (tests and the browser tests look them up by name). */
export const DEMO_ORGANIZATIONS = {
  club: 'Sofia Racquet Club',
  juniors: 'Sofia Racquet Club Juniors',
  unlisted: 'Varna Beach Volleyball Friends',
  private: 'Plovdiv Table Tennis Circle',
} as const;

interface DemoPlayer {
  firstName: string;
  lastName: string;
  sex: 'female' | 'male';
  birthday: string;
  height: number;
  weight: number;
  nationality: string;
  playerNumber: string;
  /** the demo player account claims this player */
  linked?: boolean;
}

const CLUB_PLAYERS: DemoPlayer[] = [
  {
    firstName: 'James',
    lastName: 'Whitfield',
    sex: 'male',
    birthday: '1996-04-18',
    height: 186,
    weight: 79,
    nationality: 'GB',
    playerNumber: '7',
    linked: true,
  },
  {
    firstName: 'Ivan',
    lastName: 'Georgiev',
    sex: 'male',
    birthday: '1993-09-02',
    height: 181,
    weight: 77,
    nationality: 'BG',
    playerNumber: '11',
  },
  {
    firstName: 'Mila',
    lastName: 'Petkova',
    sex: 'female',
    birthday: '1999-01-25',
    height: 171,
    weight: 60,
    nationality: 'BG',
    playerNumber: '4',
  },
  {
    firstName: 'Sara',
    lastName: 'Lindqvist',
    sex: 'female',
    birthday: '1997-07-09',
    height: 175,
    weight: 64,
    nationality: 'SE',
    playerNumber: '9',
  },
  {
    firstName: 'Nikolai',
    lastName: 'Todorov',
    sex: 'male',
    birthday: '1990-11-30',
    height: 190,
    weight: 86,
    nationality: 'BG',
    playerNumber: '21',
  },
  {
    firstName: 'Lucía',
    lastName: 'Moreno',
    sex: 'female',
    birthday: '2000-05-14',
    height: 168,
    weight: 58,
    nationality: 'ES',
    playerNumber: '3',
  },
];

const JUNIOR_PLAYERS: DemoPlayer[] = [
  {
    firstName: 'Kalina',
    lastName: 'Ivanova',
    sex: 'female',
    birthday: '2010-03-03',
    height: 158,
    weight: 46,
    nationality: 'BG',
    playerNumber: '1',
  },
  {
    firstName: 'Viktor',
    lastName: 'Angelov',
    sex: 'male',
    birthday: '2009-08-21',
    height: 166,
    weight: 52,
    nationality: 'BG',
    playerNumber: '2',
  },
];

const UNLISTED_PLAYERS: DemoPlayer[] = [
  {
    firstName: 'Radoslav',
    lastName: 'Marinov',
    sex: 'male',
    birthday: '1995-06-10',
    height: 193,
    weight: 88,
    nationality: 'BG',
    playerNumber: '5',
  },
  {
    firstName: 'Teodora',
    lastName: 'Hristova',
    sex: 'female',
    birthday: '1998-12-01',
    height: 179,
    weight: 66,
    nationality: 'BG',
    playerNumber: '6',
  },
];

const PRIVATE_PLAYERS: DemoPlayer[] = [
  {
    firstName: 'Stefan',
    lastName: 'Dobrev',
    sex: 'male',
    birthday: '1988-02-17',
    height: 178,
    weight: 74,
    nationality: 'BG',
    playerNumber: '8',
  },
];

type DemoUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** What the demo data is written with, inside its one transaction. */
function demoWriter(tx: DbOrTx, owner: DemoUser, playerUser: DemoUser | null) {
  const organization = async (values: Omit<NewOrganization, 'id'>) => {
    const org = await insertOrganization(tx, values);
    await ensureMemberOfUser(tx, org.id, owner);
    await addOrganizationRole(tx, org.id, owner.id, 'owner');
    return org;
  };
  const join = async (organizationId: number, role: OrganizationRole) => {
    if (!playerUser) return;
    await ensureMemberOfUser(tx, organizationId, playerUser);
    await addOrganizationRole(tx, organizationId, playerUser.id, role);
  };
  /** players with a member record each (the claimed one's member record is its user's) */
  const players = async (organizationId: number, list: DemoPlayer[]) => {
    const ids: number[] = [];
    for (const p of list) {
      const { linked, ...fields } = p;
      const row = await insertPlayer(tx, {
        ...fields,
        organizationId,
        userId: linked && playerUser ? playerUser.id : null,
        status: 'active',
      });
      if (!linked || !playerUser) {
        await insertMember(tx, {
          organizationId,
          firstName: p.firstName,
          lastName: p.lastName,
          status: 'active',
        });
      }
      ids.push(row.id);
    }
    return ids;
  };
  const team = async (
    organizationId: number,
    values: {
      name: string;
      kind: 'team' | 'formation';
      competitorType: 'solo' | 'double' | null;
      sport: string;
    },
    playerIds: number[],
  ) => {
    const row = await insertTeam(tx, { organizationId, ...values });
    await setTeamPlayers(tx, row.id, playerIds);
    return row;
  };
  return { organization, join, players, team };
}

/** Sofia Racquet Club: public, with everything */
async function createDemoClub(tx: DbOrTx, w: ReturnType<typeof demoWriter>, year: number) {
  const club = await w.organization({
    name: DEMO_ORGANIZATIONS.club,
    privacy: 'public',
    email: 'info@sofia-racquet.example',
    website: 'https://sofia-racquet.example',
    phoneNumber: '+359 2 555 0101',
    establishedOn: '2011-03-15',
    language: 'bg',
    description:
      'A tennis and table tennis club in the heart of Sofia: league play, weekly doubles evenings and a junior academy.',
    parentId: null,
  });
  await w.join(club.id, 'member');
  const clubPlayers = await w.players(club.id, CLUB_PLAYERS);
  const [james, ivan, mila, sara, nikolai, lucia] = clubPlayers as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  await w.team(
    club.id,
    { name: 'Whitfield / Georgiev', kind: 'formation', competitorType: 'double', sport: 'tennis' },
    [james, ivan],
  );
  await w.team(
    club.id,
    { name: 'Petkova / Lindqvist', kind: 'formation', competitorType: 'double', sport: 'tennis' },
    [mila, sara],
  );
  await w.team(
    club.id,
    { name: 'Sofia Racquet Club A', kind: 'team', competitorType: null, sport: 'table-tennis' },
    [james, nikolai, lucia, mila],
  );
  const venue = await insertVenue(tx, {
    organizationId: club.id,
    name: 'Borisova Gradina Tennis Centre',
    address: '1 Tsarigradsko Shose Blvd',
    city: 'Sofia',
    country: 'BG',
    timeZone: 'Europe/Sofia',
  });
  await replaceSpaces(tx, venue.id, [
    { sport: 'tennis', name: 'Centre Court' },
    { sport: 'tennis', name: 'Court 1' },
    { sport: 'tennis', name: 'Court 2' },
    { sport: 'table-tennis', name: 'Table 1' },
    { sport: 'table-tennis', name: 'Table 2' },
  ]);
  await insertSeason(tx, {
    organizationId: club.id,
    name: `Season ${year}`,
    startsOn: `${year}-01-01`,
    endsOn: `${year}-12-31`,
  });
  return club;
}

/**
 * Demo organizations for a first start, so a newcomer has something to look at: "Sofia Racquet Club"
 * (public, owned by the demo organizer, with a venue and its courts and tables, players — one of them
 * claimed by the demo player, who is a member —, a doubles formation, a team and a season), its public
 * sub-organization, an unlisted and a private organization. Runs only while no organization exists,
 * in one transaction, so a restart never duplicates them (nor brings them back while any organization
 * exists). Returns whether it created them.
 */
export async function createDemoOrganizations(
  deps: { database: AppDatabase },
  today = new Date(),
): Promise<boolean> {
  const db = deps.database.db;
  const none = async (tx: DbOrTx) =>
    (await searchOrganizations(tx, { searchTerm: null, scope: 'all', page: 1, pageSize: 1 })).total === 0;
  if (!(await none(db))) return false;
  const owner = await findUserByEmail(db, OWNER_EMAIL);
  if (!owner) return false;
  const playerUser = await findUserByEmail(db, PLAYER_EMAIL);
  const year = today.getUTCFullYear();

  return deps.database.transaction(async (tx) => {
    if (!(await none(tx))) return false;

    const w = demoWriter(tx, owner, playerUser);
    const club = await createDemoClub(tx, w, year);

    // its junior academy: a public sub-organization
    const juniors = await w.organization({
      name: DEMO_ORGANIZATIONS.juniors,
      privacy: 'public',
      parentId: club.id,
      language: 'bg',
      description: 'The club\u2019s academy for players under 18.',
    });
    const juniorPlayers = await w.players(juniors.id, JUNIOR_PLAYERS);
    await w.team(
      juniors.id,
      { name: 'Ivanova / Angelov', kind: 'formation', competitorType: 'double', sport: 'table-tennis' },
      juniorPlayers,
    );

    // unlisted: reachable by its link only
    const unlisted = await w.organization({
      name: DEMO_ORGANIZATIONS.unlisted,
      privacy: 'unlisted',
      parentId: null,
      language: 'bg',
      description: 'Summer beach volleyball on the Varna coast. Ask a member for the link.',
    });
    const beach = await w.players(unlisted.id, UNLISTED_PLAYERS);
    await w.team(
      unlisted.id,
      { name: 'Varna Sunsets', kind: 'team', competitorType: null, sport: 'volleyball' },
      beach,
    );

    // private: its members only
    const hidden = await w.organization({
      name: DEMO_ORGANIZATIONS.private,
      privacy: 'private',
      parentId: null,
      language: 'bg',
      description: 'A private table tennis circle. Members only.',
    });
    await w.players(hidden.id, PRIVATE_PLAYERS);
    return true;
  });
}
