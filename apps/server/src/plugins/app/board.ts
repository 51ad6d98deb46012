import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBoardService, type BoardService } from '../../modules/board/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the competitor's board: a person's own players and what they play (modules/board, decision 070) */
    board: BoardService;
  }
}

/** The competitor's board: reads only, over the database and who the caller is. */
export default fp(
  async function board(app: FastifyInstance) {
    app.decorate('board', createBoardService({ database: app.database, access: app.access }));
  },
  { name: 'board', dependencies: ['db', 'access'] },
);
