import { voteButtonState } from '@/features/contest/contest-state';
import type { VoteInfo } from '@/features/contest';

// Issue #13: what a work's vote button says (SPEC §9 vote rule, server/API.md "Vote rule"). The
// visitor's own work (`mine`, sent by the server with a token) is refused by the server whatever
// the day, so it is never a vote, and says so before anything else.

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-20T04:00:00Z');

function info(change: Partial<VoteInfo> = {}): VoteInfo {
  return {
    id: 1,
    nameZht: '大賽',
    nameZhs: '大赛',
    namePt: 'Concurso',
    nameEn: 'Contest',
    startAt: new Date(NOW - 10 * DAY).toISOString(),
    endAt: new Date(NOW + 5 * DAY).toISOString(),
    rules: '',
    votesPerDay: 5,
    ...change,
  };
}

describe('voteButtonState', () => {
  test("one's own work: 'own', never enabled, whatever the contest says", () => {
    const cases: (VoteInfo | undefined)[] = [
      undefined,
      info(),
      info({ votesUsedToday: 0 }),
      info({ votesUsedToday: 5 }),
      info({ startAt: new Date(NOW + DAY).toISOString() }),
      info({ endAt: new Date(NOW - DAY).toISOString() }),
    ];
    for (const contest of cases) {
      expect(voteButtonState(contest, { mine: true }, NOW)).toEqual({
        kind: 'own',
        enabled: false,
      });
      expect(voteButtonState(contest, { mine: true, voted: true }, NOW).kind).toBe('own');
    }
  });

  test("another's work, or a guest's view (no `mine`), follows the contest and today's votes", () => {
    for (const mine of [false, undefined]) {
      expect(voteButtonState(info({ votesUsedToday: 2 }), { mine }, NOW)).toEqual({
        kind: 'vote',
        enabled: true,
        left: 3,
      });
      expect(voteButtonState(info(), { mine }, NOW)).toEqual({
        kind: 'vote',
        enabled: true,
        left: undefined,
      });
      expect(voteButtonState(undefined, { mine }, NOW)).toMatchObject({ kind: 'vote' });
      expect(voteButtonState(info(), { mine, voted: true }, NOW)).toEqual({
        kind: 'voted',
        enabled: false,
      });
      expect(voteButtonState(info({ votesUsedToday: 5 }), { mine }, NOW)).toEqual({
        kind: 'none',
        enabled: false,
      });
      expect(
        voteButtonState(info({ startAt: new Date(NOW + DAY).toISOString() }), { mine }, NOW).kind,
      ).toBe('notOpen');
      expect(
        voteButtonState(info({ endAt: new Date(NOW - DAY).toISOString() }), { mine }, NOW).kind,
      ).toBe('closed');
    }
  });
});
