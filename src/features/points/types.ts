import type { Id, IsoDateTime, Localized, LocalizedOptional } from '@/shared/api/types';

// Points, gifts, missions and badges

export interface PointsFlow {
  id: Id;
  /** Positive when earned, negative when spent. */
  amount: number;
  balanceAfter: number;
  reason: string;
  createdAt: IsoDateTime;
}

export interface Mission extends Localized<'name'>, Partial<Localized<'description'>> {
  id: Id;
  points: number;
  period: 'once' | 'daily';
  /** For the current visitor and period. */
  completed: boolean;
  /**
   * 'client': the app may complete it (PUT /grow/mission/complete); any other trigger ('vote',
   * 'signup', 'share', 'invite') is credited by the server when it sees the act.
   */
  trigger?: string;
  /** The page where the mission is done. */
  link?: string;
}

export interface MissionCompleteResult {
  missionId: Id;
  completed: boolean;
  /** Points granted by this call; 0 when it was already completed. */
  pointsAwarded: number;
}

export interface IntegralRule extends LocalizedOptional<'content'> {
  id?: Id;
}

export interface BadgeType extends Localized<'name'> {
  id: Id;
  sort?: number;
}

export interface Badge extends Localized<'name'> {
  id: Id;
  typeId: Id;
  icon: string;
  /** Grey icon shown while not earned. */
  iconLocked?: string;
  earned: boolean;
  earnedAt?: IsoDateTime;
  description?: string;
}

export interface BadgeRule extends LocalizedOptional<'content'> {
  id?: Id;
}
