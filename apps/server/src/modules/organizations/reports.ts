import type { OrganizationReport } from '@sportzone/contracts';
import { matchesByStatus, membersByStatus, playerResults, playersByStatus, teamResults } from '@sportzone/db';
import type { Actor } from '../actor';
import type { OrganizationDeps } from './common';

/** Reports of an organization: people by status, matches, and results per player and team (members and admins). */
export interface ReportsService {
  report(actor: Actor, organizationId: number): Promise<OrganizationReport>;
  csv(report: OrganizationReport): string;
}

/** One CSV cell: quoted when needed; a leading = + - @ is defused so spreadsheets do not run it as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function createReportsService({ database, access }: OrganizationDeps): ReportsService {
  const db = () => database.db;
  return {
    async report(actor, organizationId) {
      const { organization } = await access.memberOfOrganization(actor, organizationId);
      const [members, players, matches, playerRows, teamRows] = await Promise.all([
        membersByStatus(db(), organizationId),
        playersByStatus(db(), organizationId),
        matchesByStatus(db(), organizationId),
        playerResults(db(), organizationId),
        teamResults(db(), organizationId),
      ]);
      return {
        organization: { id: organization.id, name: organization.name },
        generatedAt: new Date().toISOString(),
        members: { total: members.active + members.inactive, ...members },
        players: { total: players.active + players.inactive, ...players },
        matches,
        playerResults: playerRows.map((r) => ({
          id: r.id,
          name: r.name,
          status: r.status as 'active' | 'inactive',
          played: r.played,
          won: r.won,
          lost: r.lost,
          drawn: r.drawn,
        })),
        teamResults: teamRows.map((r) => ({
          id: r.id,
          name: r.name,
          kind: r.kind as 'team' | 'formation',
          competitorType: r.competitorType as 'solo' | 'double' | 'trio' | null,
          played: r.played,
          won: r.won,
          lost: r.lost,
          drawn: r.drawn,
        })),
      };
    },

    csv(report) {
      const lines: (string | number | null)[][] = [
        ['section', 'id', 'name', 'status', 'count', 'played', 'won', 'lost', 'drawn'],
      ];
      for (const status of ['active', 'inactive'] as const)
        lines.push(['members', null, null, status, report.members[status], null, null, null, null]);
      for (const status of ['active', 'inactive'] as const)
        lines.push(['players', null, null, status, report.players[status], null, null, null, null]);
      for (const [status, n] of Object.entries(report.matches))
        lines.push(['matches', null, null, status, n, null, null, null, null]);
      for (const p of report.playerResults)
        lines.push(['player', p.id, p.name, p.status, null, p.played, p.won, p.lost, p.drawn]);
      for (const t of report.teamResults) {
        lines.push([
          'team',
          t.id,
          t.name,
          t.competitorType ? `${t.kind} ${t.competitorType}` : t.kind,
          null,
          t.played,
          t.won,
          t.lost,
          t.drawn,
        ]);
      }
      return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
    },
  };
}
