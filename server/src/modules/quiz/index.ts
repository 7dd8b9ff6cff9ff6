import type { FastifyInstance } from 'fastify';
import { registerQuizRoutes } from './routes';

/** The quiz as a plugin, so app.ts registers it in one line (it inherits the API's hooks). */
export default async function quizPlugin(app: FastifyInstance): Promise<void> {
  registerQuizRoutes(app);
}

export { QUIZ_ROWS, type QuizTables } from './tables';
export { consoleOptions, replaceOptions, type ConsoleOption } from './repository';
