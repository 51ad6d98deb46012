import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { follows } from '../schema/follows';
import { galleryPhotos } from '../schema/gallery';
import { matchEvents, matchGuestLinks, matchScorers, matches } from '../schema/matches';
import { applications, invitations } from '../schema/invitations';
import { organizationRoles } from '../schema/organizations';
import { members, players } from '../schema/people';
import { userPictures } from '../schema/pictures';
import { userRequests } from '../schema/requests';
import { apiKeys } from '../schema/api-keys';
import { calendarFeeds } from '../schema/calendar';
import { notificationSettings, notifications, pushSubscriptions } from '../schema/notifications';
import { channels, livestreamFavourites } from '../schema/streaming';
import {
  tournamentAudit,
  tournamentEntries,
  tournamentSchedulePlans,
  tournaments,
} from '../schema/tournaments';
import { webhookEndpoints } from '../schema/webhooks';
import { providerUsers, userRoles, users } from '../schema/users';

/**
 * Moves everything of `fromId` onto `intoId` and deletes `fromId`. Run it inside a transaction: a
 * failure anywhere leaves both accounts as they were. Every table that references users must be
 * handled here and named in MERGED_USER_REFERENCES (a test compares it with the database's
 * foreign keys to users and fails when one is missing).
 */
export const MERGED_USER_REFERENCES = [
  'provider_users.user_id',
  'user_roles.user_id',
  'organization_roles.user_id',
  'user_requests.user_id',
  'user_requests.other_user_id',
  'user_requests.decided_by',
  'members.user_id',
  'players.user_id',
  'invitations.user_id',
  'invitations.invited_by',
  'applications.user_id',
  'applications.decided_by',
  'follows.user_id',
  'matches.owner_id',
  'match_scorers.user_id',
  'match_events.user_id',
  'match_guest_links.created_by',
  'user_pictures.user_id',
  'tournaments.created_by',
  'tournament_entries.signed_up_by',
  'tournament_audit.user_id',
  'tournament_schedule_plans.updated_by',
  'channels.owner_id',
  'livestream_favourites.user_id',
  'calendar_feeds.user_id',
  'notifications.user_id',
  'push_subscriptions.user_id',
  'notification_settings.user_id',
  'api_keys.created_by',
  'webhook_endpoints.created_by',
  'gallery_photos.uploaded_by',
] as const;

export async function mergeUsers(tx: DbOrTx, intoId: number, fromId: number): Promise<void> {
  if (intoId === fromId) throw new Error('cannot merge a user into itself');
  // sign-in identities
  await tx.update(providerUsers).set({ userId: intoId }).where(eq(providerUsers.userId, fromId));
  // global roles: union
  await tx.execute(sql`insert into ${userRoles} (user_id, role, assigned_on)
    select ${intoId}, role, assigned_on from ${userRoles} where user_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(userRoles).where(eq(userRoles.userId, fromId));
  // organization roles: union
  await tx.execute(sql`insert into ${organizationRoles} (organization_id, user_id, role, assigned_on)
    select organization_id, ${intoId}, role, assigned_on from ${organizationRoles} where user_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(organizationRoles).where(eq(organizationRoles.userId, fromId));
  // requests (their own, and decisions they made)
  await tx.update(userRequests).set({ userId: intoId }).where(eq(userRequests.userId, fromId));
  await tx.update(userRequests).set({ otherUserId: null }).where(eq(userRequests.otherUserId, fromId));
  await tx.update(userRequests).set({ decidedBy: intoId }).where(eq(userRequests.decidedBy, fromId));
  // member records: keep ours where both belong to an organization, move the others
  await tx.execute(sql`delete from ${members} m using ${members} keep
    where m.user_id = ${fromId} and keep.user_id = ${intoId} and keep.organization_id = m.organization_id`);
  await tx.update(members).set({ userId: intoId }).where(eq(members.userId, fromId));
  // claimed players
  await tx.update(players).set({ userId: intoId }).where(eq(players.userId, fromId));
  // invitations (received and sent) and applications (made and decided)
  await tx.update(invitations).set({ userId: intoId }).where(eq(invitations.userId, fromId));
  await tx.update(invitations).set({ invitedBy: intoId }).where(eq(invitations.invitedBy, fromId));
  await tx.update(applications).set({ userId: intoId }).where(eq(applications.userId, fromId));
  await tx.update(applications).set({ decidedBy: intoId }).where(eq(applications.decidedBy, fromId));
  // follows: union
  await tx.execute(sql`insert into ${follows} (user_id, organization_id, player_id, team_id, created_at)
    select ${intoId}, organization_id, player_id, team_id, created_at from ${follows} where user_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(follows).where(eq(follows.userId, fromId));
  // matches: ownership, scoring rights (union), authored events and guest links
  await tx.update(matches).set({ ownerId: intoId }).where(eq(matches.ownerId, fromId));
  await tx.execute(sql`insert into ${matchScorers} (match_id, user_id)
    select match_id, ${intoId} from ${matchScorers} where user_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(matchScorers).where(eq(matchScorers.userId, fromId));
  await tx.update(matchEvents).set({ userId: intoId }).where(eq(matchEvents.userId, fromId));
  await tx.update(matchGuestLinks).set({ createdBy: intoId }).where(eq(matchGuestLinks.createdBy, fromId));
  // tournaments: who created them, signed entries up, planned the schedule and changed results
  await tx.update(tournaments).set({ createdBy: intoId }).where(eq(tournaments.createdBy, fromId));
  await tx
    .update(tournamentEntries)
    .set({ signedUpBy: intoId })
    .where(eq(tournamentEntries.signedUpBy, fromId));
  await tx
    .update(tournamentSchedulePlans)
    .set({ updatedBy: intoId })
    .where(eq(tournamentSchedulePlans.updatedBy, fromId));
  await tx.update(tournamentAudit).set({ userId: intoId }).where(eq(tournamentAudit.userId, fromId));
  // an organization's API keys and webhooks: who made them (a key's acts are recorded in that name)
  await tx.update(apiKeys).set({ createdBy: intoId }).where(eq(apiKeys.createdBy, fromId));
  await tx.update(webhookEndpoints).set({ createdBy: intoId }).where(eq(webhookEndpoints.createdBy, fromId));
  // photos in galleries: who uploaded them
  await tx.update(galleryPhotos).set({ uploadedBy: intoId }).where(eq(galleryPhotos.uploadedBy, fromId));
  // streaming channels move with their stream keys; favourite livestreams: union
  await tx.update(channels).set({ ownerId: intoId }).where(eq(channels.ownerId, fromId));
  await tx.execute(sql`insert into ${livestreamFavourites} (user_id, livestream_id, created_at)
    select ${intoId}, livestream_id, created_at from ${livestreamFavourites} where user_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(livestreamFavourites).where(eq(livestreamFavourites.userId, fromId));
  // calendar feed links keep working; where both had one for the same calendar, ours stays
  await tx.execute(sql`delete from ${calendarFeeds} f using ${calendarFeeds} keep
    where f.user_id = ${fromId} and keep.user_id = ${intoId} and keep.kind = f.kind
      and coalesce(keep.organization_id, 0) = coalesce(f.organization_id, 0)
      and coalesce(keep.tournament_id, 0) = coalesce(f.tournament_id, 0)`);
  await tx.update(calendarFeeds).set({ userId: intoId }).where(eq(calendarFeeds.userId, fromId));
  // notifications (one of each where both were told the same thing), devices allowed to push, and
  // the notification settings: ours kept, theirs taken when we have none
  await tx.execute(sql`delete from ${notifications} n using ${notifications} keep
    where n.user_id = ${fromId} and keep.user_id = ${intoId} and n.dedupe_key = keep.dedupe_key`);
  await tx.update(notifications).set({ userId: intoId }).where(eq(notifications.userId, fromId));
  await tx.update(pushSubscriptions).set({ userId: intoId }).where(eq(pushSubscriptions.userId, fromId));
  await tx.execute(sql`update ${notificationSettings} set user_id = ${intoId}
    where user_id = ${fromId} and not exists (select 1 from ${notificationSettings} where user_id = ${intoId})`);
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, fromId));
  // picture: keep ours; take theirs when we have none
  const [ours] = await tx
    .select({ id: userPictures.userId })
    .from(userPictures)
    .where(eq(userPictures.userId, intoId));
  if (!ours) {
    const moved = await tx
      .update(userPictures)
      .set({ userId: intoId })
      .where(eq(userPictures.userId, fromId))
      .returning();
    if (moved.length) {
      const [from] = await tx.select({ v: users.pictureVersion }).from(users).where(eq(users.id, fromId));
      await tx
        .update(users)
        .set({ pictureVersion: (from?.v ?? 0) + 100 })
        .where(eq(users.id, intoId));
    }
  }
  // preferences: union of followed sports
  const both = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [intoId, fromId]));
  const into = both.find((u) => u.id === intoId);
  const from = both.find((u) => u.id === fromId);
  if (!into || !from) throw new Error('both users must exist');
  const sports = [...new Set([...into.preferredSports, ...from.preferredSports])];
  await tx
    .update(users)
    .set({
      preferredSports: sports,
      defaultSport: into.defaultSport ?? from.defaultSport,
      nationality: into.nationality ?? from.nationality,
      middleName: into.middleName ?? from.middleName,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, intoId)));
  await tx.delete(users).where(eq(users.id, fromId));
}
