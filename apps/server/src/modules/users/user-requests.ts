import {
  pageOf,
  type PagedResult,
  type RequestStatus,
  type UserRequest,
  type UserRequestInput,
} from '@sportzone/contracts';
import {
  addRoles,
  decideRequest,
  findRequest,
  findUserByEmail,
  insertRequest,
  listRequests,
  mergeUsers,
  pendingRequestOf,
  requestsOfUser,
  type UserRequestRow,
  type UserRequestWithUser,
  type UserWithRelations,
} from '@sportzone/db';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { AppDatabase } from '../../plugins/external/db';
import type { NotificationsService } from '../notifications/service';

export interface UserRequestsService {
  submit(user: UserWithRelations, input: UserRequestInput): Promise<UserRequest>;
  mine(user: UserWithRelations): Promise<UserRequest[]>;
  list(query: {
    status?: RequestStatus;
    page?: number;
    pageSize?: number;
  }): Promise<PagedResult<UserRequest>>;
  /** Accepting organizer rights grants the Organizer role; accepting a merge moves the other account in one transaction. */
  decide(
    admin: UserWithRelations,
    id: number,
    status: 'accepted' | 'rejected',
    reason: string | null,
  ): Promise<UserRequest>;
}

export interface UserRequestsDeps {
  database: AppDatabase;
  /** the requester hears of the decision */
  notifications: Pick<NotificationsService, 'notify'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

function toDto(row: UserRequestRow | UserRequestWithUser): UserRequest {
  return {
    id: row.id,
    kind: row.kind,
    message: row.message,
    otherEmail: row.otherEmail,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    ...('user' in row ? { user: row.user } : {}),
  };
}

export function createUserRequestsService(deps: UserRequestsDeps): UserRequestsService {
  const { notifications, log } = deps;
  const db = () => deps.database.db;
  return {
    async submit(user, input) {
      if (await pendingRequestOf(db(), user.id, input.kind)) {
        throw conflict('You already have a pending request of this kind.', 'request_pending');
      }
      if (input.kind === 'organizer') {
        if (user.roles.includes('Organizer'))
          throw conflict('You already have organizer rights.', 'already_organizer');
        return toDto(
          await insertRequest(db(), { userId: user.id, kind: 'organizer', message: input.message.trim() }),
        );
      }
      const otherEmail = input.otherEmail.trim().toLowerCase();
      if (otherEmail === user.email) {
        throw badRequest(
          'Name the other account, not this one.',
          { otherEmail: 'is your own account' },
          'merge_self',
        );
      }
      const other = await findUserByEmail(db(), otherEmail);
      if (!other)
        throw badRequest(
          'No account uses this email.',
          { otherEmail: 'no account uses this email' },
          'merge_unknown',
        );
      return toDto(
        await insertRequest(db(), {
          userId: user.id,
          kind: 'merge',
          message: input.message.trim(),
          otherEmail,
          otherUserId: other.id,
        }),
      );
    },
    async mine(user) {
      return (await requestsOfUser(db(), user.id)).map(toDto);
    },
    async list(query) {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { rows, total } = await listRequests(db(), { status: query.status ?? null, page, pageSize });
      return pageOf(rows.map(toDto), page, pageSize, total);
    },
    async decide(admin, id, status, reason) {
      let requester = 0;
      const dto = await deps.database.transaction(async (tx) => {
        const request = await findRequest(tx, id);
        if (!request) throw notFound('Request not found.');
        if (request.status !== 'pending')
          throw conflict('This request has already been decided.', 'request_decided');
        if (status === 'accepted') {
          if (request.kind === 'organizer') await addRoles(tx, request.userId, ['Organizer']);
          else {
            if (!request.otherUserId) throw conflict('The other account no longer exists.', 'merge_gone');
            await mergeUsers(tx, request.userId, request.otherUserId);
          }
        }
        const decided = await decideRequest(tx, id, {
          status,
          reason: reason?.trim() || null,
          decidedBy: admin.id,
        });
        requester = request.userId;
        return toDto(decided!);
      });
      // after the commit: the requester is told (decision 021); never the admin's error
      await notifications
        .notify([requester], {
          kind: 'request_answered',
          params: { request: dto.kind, status },
          link: '/user/request',
          dedupeKey: `request_answered:${id}`,
        })
        .catch((err: unknown) => log.error({ err }, 'request notification failed'));
      return dto;
    },
  };
}
