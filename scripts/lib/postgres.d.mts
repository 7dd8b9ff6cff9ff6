export const INSTALL_HINT: string;
/** The folder of initdb and pg_ctl; throws INSTALL_HINT when there is none. */
export function findPostgresBin(): string;
export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dir: string;
  /** Stops the server and removes its folder. */
  stop(): void;
}
export function startPostgres(options?: { durable?: boolean }): Promise<RunningPostgres>;
