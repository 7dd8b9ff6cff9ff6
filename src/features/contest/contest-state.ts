import { ALBUM_MAX } from '@/shared/lib/constants';
import type { VoteInfo, VotePlayer } from './types';

// The contest's rules as the screens read them (SPEC §9, server/API.md "Vote rule"): pure, so
// that the tab, the detail and the tests agree.

export const PICTURES_MAX = ALBUM_MAX;

export type ContestPhase = 'notStarted' | 'open' | 'ended';

export function contestPhase(info: VoteInfo, now: number = Date.now()): ContestPhase {
  if (now < Date.parse(info.startAt)) return 'notStarted';
  if (now >= Date.parse(info.endAt)) return 'ended';
  return 'open';
}

export interface TimeLeft {
  days: number;
  hours: string;
  minutes: string;
  seconds: string;
}

const two = (value: number) => String(value).padStart(2, '0');

/** What is left until `end`, never below zero. */
export function timeLeft(end: string, now: number = Date.now()): TimeLeft {
  const total = Math.max(0, Math.floor((Date.parse(end) - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: two(Math.floor((total % 86_400) / 3600)),
    minutes: two(Math.floor((total % 3600) / 60)),
    seconds: two(total % 60),
  };
}

/** Votes the visitor may still cast today; undefined for a guest (the server does not know them). */
export function votesLeft(info: VoteInfo | undefined): number | undefined {
  if (!info || info.votesUsedToday === undefined || info.votesPerDay === undefined)
    return undefined;
  return Math.max(0, info.votesPerDay - info.votesUsedToday);
}

export type VoteButtonState =
  | { kind: 'own' | 'notOpen' | 'closed' | 'voted' | 'none'; enabled: false }
  | { kind: 'vote'; enabled: true; left?: number };

/**
 * What a work's vote button says and whether it can be tapped. The visitor's own work (`mine`,
 * from the server) is never votable, whatever the day or the contest: it says so, first.
 */
export function voteButtonState(
  info: VoteInfo | undefined,
  player: Pick<VotePlayer, 'voted' | 'mine'>,
  now: number = Date.now(),
): VoteButtonState {
  if (player.mine) return { kind: 'own', enabled: false };
  if (info) {
    const phase = contestPhase(info, now);
    if (phase === 'notStarted') return { kind: 'notOpen', enabled: false };
    if (phase === 'ended') return { kind: 'closed', enabled: false };
  }
  if (player.voted) return { kind: 'voted', enabled: false };
  const left = votesLeft(info);
  if (left === 0) return { kind: 'none', enabled: false };
  return { kind: 'vote', enabled: true, left };
}

/** The album of a work: its pictures, or its cover alone for a work submitted without them. */
export function picturesOf(player: Pick<VotePlayer, 'pictures' | 'cover'>): string[] {
  if (player.pictures && player.pictures.length > 0) return player.pictures;
  return player.cover ? [player.cover] : [];
}

/** A search for "12" or "No. 12" looks the work up by number; anything else searches names. */
export function workNumberOf(keyword: string): number | undefined {
  const match = /^\D{0,4}?(\d{1,9})$/.exec(keyword.trim());
  return match ? Number(match[1]) : undefined;
}
