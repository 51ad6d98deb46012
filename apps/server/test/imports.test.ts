import type { EntriesImportPreview, ImportPreview, Player } from '@sportzone/contracts';
import { addRoles } from '@sportzone/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { organization, person } from './helpers/people';

/**
 * Importing players and a tournament's entries from CSV or pasted spreadsheet rows (decision 046): the
 * preview writes nothing; the confirm reads the text again and writes every row or none.
 */
type Headers = Record<string, string>;

let t: TestApp;
let owner: Headers;
let member: Headers;
let outsider: Headers;
let club = 0;
let hidden = 0;

const call = (method: InjectOptions['method'], url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function ok<T>(url: string, payload: unknown, headers = owner): Promise<T> {
  const res = await call('POST', url, headers, payload);
  expect(res.statusCode, res.body).toBe(url.includes('/imports/') ? 200 : 201);
  return res.json() as T;
}

const preview = (org: number, text: string, mapping?: unknown[]) =>
  ok<ImportPreview>(`/api/organization/${org}/imports/players/preview`, {
    text,
    ...(mapping ? { mapping } : {}),
  });

async function playersOf(org: number) {
  const res = await call('GET', `/api/organization/${org}/players?limit=100`, owner);
  return (res.json() as { items: Player[] }).items;
}

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const o = await person(t, 'owner@imports.test', { firstName: 'Olga', lastName: 'Owner' });
  const m = await person(t, 'member@imports.test');
  const x = await person(t, 'outsider@imports.test');
  await addRoles(t.app.database.db, o.user.id, ['Organizer']);
  owner = o.headers;
  member = m.headers;
  outsider = x.headers;
  const roles = [
    { userId: o.user.id, role: 'owner' as const },
    { userId: m.user.id, role: 'member' as const },
  ];
  club = (await organization(t, 'Import Club', roles, 'public')).id;
  hidden = (await organization(t, 'Hidden Import Club', roles, 'private')).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe(`players import (${TEST_DB})`, () => {
  it('suggests the mapping from English or Bulgarian headers, with semicolons, tabs and a BOM', async () => {
    const bg = await preview(
      club,
      '\uFEFFИме;Презиме;Фамилия;Дата на раждане;Пол;Националност;№\r\nИван;Петров;Иванов;15.07.2001;м;BG;7\r\n',
    );
    expect(bg.delimiter).toBe(';');
    expect(bg.columns[0]).toBe('Име');
    expect(bg.mapping).toEqual([
      'firstName',
      'middleName',
      'lastName',
      'birthday',
      'sex',
      'nationality',
      'playerNumber',
    ]);
    expect(bg.rows[0]).toMatchObject({
      row: 2,
      errors: [],
      duplicate: null,
      player: {
        firstName: 'Иван',
        middleName: 'Петров',
        lastName: 'Иванов',
        birthday: '2001-07-15',
        sex: 'male',
        nationality: 'BG',
        playerNumber: '7',
      },
    });

    const en = await preview(
      club,
      'First name\tLast name\tDate of birth\tGender\tEmail\nAna\tIvanova\t2001/07/15\tF\tana@x.test',
    );
    expect(en.delimiter).toBe('\t');
    expect(en.mapping).toEqual(['firstName', 'lastName', 'birthday', 'sex', null]);
    expect(en.rows[0]!.player).toMatchObject({ birthday: '2001-07-15', sex: 'female' });

    // another mapping: the preview is read again with it
    const remapped = await preview(club, 'A,B\nAna,Ivanova', ['lastName', 'firstName']);
    expect(remapped.rows[0]!.player).toMatchObject({ firstName: 'Ivanova', lastName: 'Ana' });
    const unmapped = await preview(club, 'A,B\nAna,Ivanova');
    expect(unmapped.mappingErrors).toEqual([
      'No column is mapped to first name.',
      'No column is mapped to last name.',
    ]);
  });

  it('names the row and the field of each error, finds duplicates, and writes nothing', async () => {
    await ok(`/api/organization/${club}/players`, {
      firstName: 'Мария',
      lastName: 'Иванова',
      birthday: '2003-03-03',
    });
    const text = [
      'Име,Фамилия,Дата на раждане',
      'Георги,Димитров,01.01.1990',
      'Мария,Иванова,03.03.2003',
      '',
      'георги,ДИМИТРОВ,',
      'Bad,Date,31.02.2001',
      ',NoFirst,',
    ].join('\n');
    const before = (await playersOf(club)).length;
    const p = await preview(club, text);
    expect(p.counts).toEqual({ rows: 5, valid: 3, withErrors: 2, duplicates: 2 });
    expect(p.rows.map((r) => r.row)).toEqual([2, 3, 5, 6, 7]);
    expect(p.rows[1]!.duplicate).toMatchObject({ kind: 'existing', name: 'Мария Иванова' });
    expect(p.rows[2]!.duplicate).toMatchObject({ kind: 'file', row: 2 });
    expect(p.rows[3]!.errors.map((e) => e.message)).toEqual(['Row 6, birth date: 31.02.2001 is not a date']);
    expect(p.rows[4]!.errors[0]).toMatchObject({ row: 7, field: 'firstName', code: 'required' });
    expect((await playersOf(club)).length).toBe(before);

    // one bad row: 400 with the rows' errors, and nothing written
    const refused = await call('POST', `/api/organization/${club}/imports/players`, owner, {
      text,
      mapping: p.mapping,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'import_invalid',
      fields: {
        'row 6.birthday': 'Row 6, birth date: 31.02.2001 is not a date',
        'row 7.firstName': 'Row 7, first name: is required',
      },
    });
    expect((await playersOf(club)).length).toBe(before);
  });

  it('merges or skips duplicates as decided, in one go, and counts', async () => {
    const text =
      'Име;Фамилия;Дата на раждане;№\nМария;Иванова;;11\nПетър;Колев;02.02.2002;5\nПетър;Колев;;6\nНикола;Нов;;';
    const res = await ok<{ created: number; merged: number; skipped: number }>(
      `/api/organization/${club}/imports/players`,
      {
        text,
        mapping: ['firstName', 'lastName', 'birthday', 'playerNumber'],
        decisions: [
          { row: 2, decision: 'merge' },
          { row: 4, decision: 'skip' },
        ],
      },
    );
    expect(res).toEqual({ created: 2, merged: 1, skipped: 1 });
    const all = await playersOf(club);
    expect(all.find((x) => x.lastName === 'Иванова')).toMatchObject({
      playerNumber: '11',
      birthday: '2003-03-03',
    });
    expect(all.filter((x) => x.lastName === 'Колев')).toHaveLength(1);
    expect(all.find((x) => x.lastName === 'Колев')!.playerNumber).toBe('5');
    // again: every row is now a duplicate, skipped by default
    const again = await ok<{ created: number; skipped: number }>(
      `/api/organization/${club}/imports/players`,
      {
        text,
        mapping: ['firstName', 'lastName', 'birthday', 'playerNumber'],
      },
    );
    expect(again).toEqual({ created: 0, merged: 0, skipped: 4 });
  });

  it('is for owners and organizers: 403 for members, 404 outside a private organization, 401 signed out', async () => {
    const body = { text: 'First name,Last name\nA,B', mapping: ['firstName', 'lastName'] };
    for (const path of ['imports/players/preview', 'imports/players']) {
      expect((await call('POST', `/api/organization/${club}/${path}`, member, body)).statusCode).toBe(403);
      expect((await call('POST', `/api/organization/${club}/${path}`, outsider, body)).statusCode).toBe(403);
      expect((await call('POST', `/api/organization/${hidden}/${path}`, outsider, body)).statusCode).toBe(
        404,
      );
      expect((await call('POST', `/api/organization/${club}/${path}`, {}, body)).statusCode).toBe(401);
    }
  });

  it('refuses too many rows (413), too large a body (413) and an empty text (400)', async () => {
    const many = `First name,Last name\n${'A,B\n'.repeat(10_001)}`;
    const res = await call('POST', `/api/organization/${club}/imports/players/preview`, owner, {
      text: many,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'import_too_large',
      message: 'At most 10000 rows are imported at once.',
    });
    const huge = await call('POST', `/api/organization/${club}/imports/players/preview`, owner, {
      text: 'x'.repeat(13 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    const empty = await call('POST', `/api/organization/${club}/imports/players/preview`, owner, {
      text: '',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('imports 5,000 rows in seconds (docs/performance.md)', async () => {
    const rows = Array.from(
      { length: 5000 },
      (_, i) =>
        `Player${i};Bulk${i % 97};${String((i % 28) + 1).padStart(2, '0')}.0${(i % 9) + 1}.19${50 + (i % 50)};${i}`,
    );
    const text = `Име;Фамилия;Дата на раждане;№\n${rows.join('\n')}`;
    const mapping = ['firstName', 'lastName', 'birthday', 'playerNumber'];
    const me = (await call('GET', '/api/user/current', owner)).json() as { id: number };
    const own = (await organization(t, 'Bulk Club', [{ userId: me.id, role: 'owner' }], 'public')).id;
    let start = performance.now();
    const p = await preview(own, text, mapping);
    const previewMs = performance.now() - start;
    expect(p.counts.valid).toBe(5000);
    start = performance.now();
    const res = await ok<{ created: number }>(`/api/organization/${own}/imports/players`, { text, mapping });
    const importMs = performance.now() - start;
    expect(res.created).toBe(5000);
    console.log(
      `5,000 rows (${TEST_DB}): preview ${Math.round(previewMs)} ms, import ${Math.round(importMs)} ms`,
    );
    expect(previewMs + importMs).toBeLessThan(20_000);
  }, 60_000);
});

describe(`entries import (${TEST_DB})`, () => {
  async function tournament(extra: Record<string, unknown>) {
    return ok<{ id: number }>(`/api/organization/${club}/tournaments`, {
      name: `Cup ${Math.random()}`,
      sport: 'tennis',
      status: 'open',
      ...extra,
    });
  }

  it('matches players by name and birth date, creates the missing, and honours the spots and the waiting list', async () => {
    const tour = await tournament({ spots: 2, maxRegistrations: 10 });
    const text =
      'First name,Last name,Birth date\nМария,Иванова,2003-03-03\nNew,Entrant,2000-05-05\nNew,Entrant,\nGhost,Nobody,';
    const p = await ok<EntriesImportPreview>(`/api/tournament/${tour.id}/imports/entries/preview`, { text });
    expect(p.outcomes).toEqual(['signUp', null, null, null]);
    expect(p.rows[1]!.errors[0]!.message).toBe(
      'Row 3, last name: no player of the organization has this name and birth date',
    );
    const p2 = await ok<EntriesImportPreview>(`/api/tournament/${tour.id}/imports/entries/preview`, {
      text,
      createMissing: true,
    });
    expect(p2.outcomes).toEqual(['signUp', 'create', 'repeated', 'create']);

    // without createMissing the missing rows refuse the whole import
    const refused = await call('POST', `/api/tournament/${tour.id}/imports/entries`, owner, {
      text,
      mapping: p.mapping,
    });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', `/api/tournament/${tour.id}/entries`, owner)).json().registered).toHaveLength(
      0,
    );

    const res = await ok(`/api/tournament/${tour.id}/imports/entries`, {
      text,
      mapping: p.mapping,
      createMissing: true,
    });
    expect(res).toEqual({ registered: 2, waiting: 1, createdPlayers: 2, skipped: 1 });
    const list = (await call('GET', `/api/tournament/${tour.id}/entries`, owner)).json();
    expect(list.registered.map((e: { name: string }) => e.name)).toEqual(['Мария Иванова', 'New Entrant']);
    expect(list.waiting.map((e: { name: string }) => e.name)).toEqual(['Ghost Nobody']);

    // again: already signed up, skipped
    const again = await ok(`/api/tournament/${tour.id}/imports/entries`, {
      text,
      mapping: p.mapping,
      createMissing: true,
    });
    expect(again).toEqual({ registered: 0, waiting: 0, createdPlayers: 0, skipped: 4 });
  });

  it('all or nothing at the cap (409), and refuses tournaments that started or take teams', async () => {
    const tour = await tournament({ maxRegistrations: 2 });
    const text = 'First name,Last name\nCap,One\nCap,Two\nCap,Three';
    const full = await call('POST', `/api/tournament/${tour.id}/imports/entries`, owner, {
      text,
      mapping: ['firstName', 'lastName'],
      createMissing: true,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('registrations_full');
    expect((await call('GET', `/api/tournament/${tour.id}/entries`, owner)).json().registered).toHaveLength(
      0,
    );
    expect((await playersOf(club)).some((p) => p.lastName === 'One')).toBe(false);

    const teams = await tournament({ entryKind: 'team' });
    const wrong = await call('POST', `/api/tournament/${teams.id}/imports/entries`, owner, {
      text,
      mapping: ['firstName', 'lastName'],
    });
    expect(wrong.json().code).toBe('wrong_entry_kind');

    for (const who of [member, outsider])
      expect(
        (await call('POST', `/api/tournament/${tour.id}/imports/entries/preview`, who, { text })).statusCode,
      ).toBe(403);
  });
});
