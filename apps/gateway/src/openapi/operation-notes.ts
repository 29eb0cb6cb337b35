/**
 * What each operation does beyond its schemas, as the README's API tables said it (issue 28 moved them
 * here: the document is where a reader looks them up). Keyed by the document's `METHOD /path`; a unit
 * test fails when a key names no operation.
 */
export const OPERATION_NOTES: Readonly<Record<string, string>> = {
  'DELETE /api/assignment-templates/{id}':
    "the club's templates (assignment fields and `dueInDays`); another club's: `404`",
  'DELETE /api/assignments/{id}': 'edit, delete',
  'DELETE /api/photos/me': 'back to initials',
  'DELETE /api/players/{id}/deletion':
    'the state (none, awaiting confirmation, scheduled at …); `DELETE` cancels during the grace period',
  'DELETE /api/players/{id}/photo': "a player's photo",
  'DELETE /api/squads/{id}': 'Archives the squad (`204`); nothing is deleted',
  'DELETE /api/squads/{id}/coaches/{userId}': '`204`; the coach loses access on their next request',
  'DELETE /api/squads/{id}/players/{playerId}': '`204`',
  'DELETE /api/videos/{id}': 'one video; delete removes the file, thumbnail and web copy',
  'GET /api/admin/players':
    "no parameters: the spec's array (newest 1,000); `?search=&page=&pageSize=` (≤100): `{items, total, page, pageSize, stats}`",
  'GET /api/admin/users': "The accounts of the admin's club, each with `deactivatedAt` and `squads`",
  'GET /api/assignment-templates': "the club's templates (assignment fields and `dueInDays`); another club's: `404`",
  'GET /api/assignments': 'assignments, newest first: simple-model fields plus the roadmap fields',
  'GET /api/assignments/{id}': 'the assignment with its history',
  'GET /api/assignments/{id}/history': 'every submission and review, oldest first',
  'GET /api/calls/availability': "the coach's availability; 404 before it is set",
  'GET /api/calls/calendar': 'the agenda',
  'GET /api/calls/coaches': 'coaches taking bookings (with their external booking page, if any)',
  'GET /api/calls/coaches/{coachUserId}/slots': 'free slots',
  'GET /api/calls/mine': '{upcoming, past}',
  'GET /api/calls/{id}': 'one call',
  'GET /api/calls/{id}/invite.ics': "'Add to calendar' (.ics, stable UID)",
  'GET /api/club': "`{id, name, slug, consentAge}` of the admin's club",
  'GET /api/exports/{exportId}':
    '`{status: queued | running | ready | failed | expired, progress, itemsDone, itemsTotal, expiresAt, downloadUrl?}`',
  'GET /api/exports/{exportId}/download':
    'the ZIP (`application/zip`, attachment), streamed from storage; `410` after the 7 days',
  'GET /api/family/children':
    '`[{playerId, fullName, clubId, clubName, profilePhotoUrl, relationship, isPrimaryContact, since}]`',
  'GET /api/family/consent-requests':
    "the children's open consent requests; the family's decision through `POST /api/players/{id}/consents` closes one",
  'GET /api/family/mail-preferences':
    '`{familyMails: every | weekly | reports}` (default `reports`): every update about the children, a weekly summary, or progress reports only',
  'GET /api/notifications': '`{items, nextCursor}`, latest first, 20 by default',
  'GET /api/notifications/unread-count': '`{unread}`: the header bell shows its dot when it is not 0',
  'GET /api/objects/{key}': 'local driver: signed, expiring download with HTTP `Range` (206)',
  'GET /api/player/profile':
    'own-profile reading `{id, age, team, club, position, jerseyNumber, parentContactInfo, parentName, parentEmail, parentPhone}` (the parent fields: the primary contact, else the first entry)',
  'GET /api/players/me': '`{id, userId, fullName, status, createdAt}`',
  'PUT /api/players/me/date-of-birth':
    'the neutral age question, answered once by an account asked at sign-in (`needsDateOfBirth`): recorded as self-declared; `{dateOfBirth, guardianDecides}`; `409` when one is on file (staff or a guardian correct it)',
  'GET /api/players/{id}':
    'full record (spec §3) with `user.email`, `age` (from date of birth, else declared), positions, goals, parents, all consents (each with `updatedBy`, `updatedByName`, `updatedByCapacity`), `consentAge`, `consentDecidedBy` and `dateOfBirthSource` (`self`, `guardian`, `club`)',
  'GET /api/players/{id}/consent-history':
    'newest first: who (`changedBy`, name, role), in which capacity (`player`, `guardian`, `staff`) changed which consent and when',
  'GET /api/players/{id}/deletion':
    'the state (none, awaiting confirmation, scheduled at …); `DELETE` cancels during the grace period',
  'GET /api/reports': 'latest period first; staff without `playerId`: all they reach (`squadId`)',
  'GET /api/reports/comments': "the current period and the coach's comment per period",
  'GET /api/reports/mail-preference': 'one mail per report, or one digest per scheduled run',
  'GET /api/reports/{id}/pdf': 'the PDF (`application/pdf`, `attachment; filename="progress-report-….pdf"`)',
  'GET /api/reviews': 'submitted work, oldest first, `{items, nextCursor}`, each item with its `playerName`',
  'GET /api/roadmaps': 'every roadmap of the player, current first',
  'GET /api/roadmaps/by-id/{roadmapId}': 'one roadmap (archived ones too)',
  'GET /api/roadmaps/counters': 'Active Roadmaps, Pending Reviews, Completed Today',
  'GET /api/roadmaps/progress': 'current-roadmap progress of up to 100 players',
  'GET /api/roadmaps/{playerId}/current': '`{id, title, description, assignments[], focusAreas[]}`; 404 when none',
  'GET /api/squads':
    'An admin gets every squad of the club, a coach only the squads they coach (read-only), each with `playerCount` and `coaches`; archived squads only with `includeArchived=true`',
  'GET /api/videos': 'newest first; each video carries both readings, `processing {state, reason}` and signed URLs',
  'GET /api/videos/{id}': 'one video; delete removes the file, thumbnail and web copy',
  'PATCH /api/admin/users/{id}': "`{role}`: changes the role and ends that user's sessions",
  'PATCH /api/assignment-templates/{id}':
    "the club's templates (assignment fields and `dueInDays`); another club's: `404`",
  'PATCH /api/assignments/{id}': 'edit, delete',
  'PATCH /api/club':
    '`{consentAge}` (13–16, else `400 consentAge`): who decides consents follows from the next request',
  'PATCH /api/objects/tus':
    "resumable upload of the same signed URL (`Upload-Metadata: uploadURL …`): a lost connection resumes where it stopped; on completion the file goes to storage under the URL's key",
  'PATCH /api/players/{id}':
    'any fields of the record; `positions`, `goals`, `parents` replace the lists (parents keep `id`s); `status` staff only. A parent entry added with an e-mail, or given a new one, is invited; one removed, or re-addressed, ends its guardianship (below)',
  'PATCH /api/squads/{id}':
    'Rename, set or clear season and age group; `{archived: true}` archives, `{archived: false}` restores',
  'PATCH /api/videos/{id}/review':
    "Body {summary?, status?}: the summary (the simple model's `coachComments`) and 'Needs More Info' or 'Reviewed'",
  'POST /api/admin/users/invitations':
    '`{email, role: "coach" | "admin"}` → `201 {email, role, expiresAt}`: a one-time link by e-mail, valid 7 days (an e-mail with an account is `409`; honours `Idempotency-Key`)',
  'POST /api/admin/users/{id}/deactivate':
    'The account can no longer sign in (`403`, "This account has been deactivated…"); its sessions have ended by the time this answers; not one\'s own account (`400 userId`)',
  'POST /api/admin/users/{id}/reactivate': 'The account can sign in again',
  'POST /api/assignment-templates': "the club's templates (assignment fields and `dueInDays`); another club's: `404`",
  'POST /api/assignments': "create on the player's current roadmap (spec §5 rules)",
  'POST /api/assignments/{id}/reviews':
    'Body {decision: approved | needs_changes, note}: review; the note becomes `coachNotes`',
  'POST /api/assignments/{id}/start': '`not_started → in_progress`',
  'POST /api/assignments/{id}/submissions':
    'Body {note, link}: evidence: note text, an http(s) link, or for file a link or a note until uploads exist',
  'POST /api/auth/staff-invitations/accept':
    "`{token, firstName, lastName, password}` → `201`, signed in, in the inviter's club (a coach starts with no squads); a used or expired link is `400 token`",
  'POST /api/calls': 'book; 400 not offered / past / inside notice, 409 taken',
  'POST /api/calls/{id}/cancel': 'cancel up to the minimum notice',
  'POST /api/calls/{id}/reschedule': 'move to another free slot up to the minimum notice',
  'POST /api/deletion-requests/confirm': '`{token}`: the deletion runs `DELETION_GRACE_HOURS` later (default 168)',
  'POST /api/family/children/{playerId}/visit':
    "records the visit of the child's family home (`lastVisitAt` in `GET /api/family/children`); another family's child `404`",
  'POST /api/guardian-invitations/accept':
    "`{token, firstName, lastName, password}` → `201 {user, child}`, a new parent account with the invitation's e-mail, signed in (an e-mail with an account is `409`: sign in first). `{token}` alone → `201 {user, child}` for a signed-in parent account; signed out `401`, another role `403`. A used, expired, resent-over or tampered link is `400 token`",
  'POST /api/notifications/read-all': 'marks all read, `{updated}`',
  'POST /api/notifications/{id}/read': "marks one read (404 for anyone else's)",
  'POST /api/objects/tus':
    "resumable upload of the same signed URL (`Upload-Metadata: uploadURL …`): a lost connection resumes where it stopped; on completion the file goes to storage under the URL's key",
  'POST /api/objects/upload':
    "`{uploadURL}`: signed, bound to the player's session, 15 minutes, single use, at most 2 GB",
  'POST /api/player/profile':
    'create-or-update of those six fields (age 1–50, jerseyNumber 1–99; empty or absent = cleared); 200. Optional `parentName`, `parentEmail`, `parentPhone` (an e-mail or phone needs the name) edit the entry the form shows, or add it (primary contact), and invite it; `parentContactInfo` is then composed from them',
  'POST /api/players/{id}/consent-requests':
    '`{consentType}`: a minor asks their guardians (one open request per consent, at most 3 a day, `409` once granted or when the player decides it)',
  'POST /api/players/{id}/consents':
    '`{consentType: media|video_share|analytics, granted}`; kept in the history; `identity.consent.changed` (with `changedByCapacity`)',
  'POST /api/players/{id}/deletion':
    "`202`: a confirmation link is mailed (once, 72 h); an admin's `{immediate: true}` deletes at once",
  'POST /api/players/{id}/export':
    '`202 {exportId}`; a coach or a player under the consent age `403`; one export per player at a time (`409`)',
  'POST /api/players/{id}/parents/{parentId}/invite':
    "`202 {parentId, email, expiresAt}`: a new link; the entry's earlier links stop working at once. An entry without an e-mail `409`, more than 5 an hour `429`",
  'POST /api/reports': "Body {playerId}: `202`: queues the current period to date, replacing that period's report",
  'POST /api/roadmaps': 'Body {playerId, title, description}: new current roadmap; the previous one is archived',
  'POST /api/roadmaps/{roadmapId}/focus-areas': 'focus areas',
  'POST /api/squads': '`{name, season?, ageGroup?}` → `201` the squad (honours `Idempotency-Key`)',
  'POST /api/squads/join':
    "`{inviteCode}` → `{squadId, name}`: a signed-in player of the same club joins that squad; another club's link is `404`, an invalid code `400 inviteCode`",
  'POST /api/squads/{id}/coaches':
    '`{userId, role: "head" | "assistant"}`; only a coach can be assigned (`400 userId`)',
  'POST /api/squads/{id}/invite-link':
    '`201 {code, url}` (`<PUBLIC_URL>/signup?invite=<code>`); each call makes a new code and the old one stops working; only its hash is stored. `POST /api/auth/signup {…, inviteCode}` lands the new player in that squad',
  'POST /api/squads/{id}/players':
    '`{playerId}`; a player of another club is `404 Player not found`; an archived squad `409`',
  'POST /api/squads/{squadId}/assignments':
    "one per player of the squad in scope, on their current roadmaps, in one transaction → `201 {squadId, created, assignments, skipped}`; no current roadmap or a full one: in `skipped`; not the caller's squad `404 Squad not found`; no players `400 squadId`",
  'POST /api/videos':
    "Body {title, description, videoUrl}: simple flow; title trimmed and required ('Please enter a title for your video') Body {title, type, eventDate, opponent, jerseyNumber, notesFromPlayer, fileUrl}: status version; MP4 by content, ≤ 2 GB; status starts 'In Review'",
  'POST /api/videos/{id}/comments': 'Body {atSeconds, text}: a time-coded comment',
  'POST /api/videos/{id}/comments/{commentId}/replies': 'Body {text}: a reply to a comment',
  'POST /api/videos/{id}/share':
    '`{shareUrl, expiresAt}`: read-only link for 7 days; 403 without the `video_share` consent',
  'PUT /api/assignments/{id}':
    'Body {completed: true, completionNotes, completionLink}: Mark Complete: submits the notes (and the http(s) link) as evidence (starts it first if needed); the evidence the assignment requires, as for a submission: `400 completionNotes` without a note for a note assignment, `400 completionLink` without a link for a link one (a file one: a link or a note)',
  'PUT /api/calls/availability': 'set weekly hours and rules',
  'PUT /api/calls/{id}/notes': 'after-call notes (once the call has started)',
  'PUT /api/family/mail-preferences':
    '`{familyMails: every | weekly | reports}` (default `reports`): every update about the children, a weekly summary, or progress reports only',
  'PUT /api/photos/me': '`{profileImageUrl}`; 400 not an image, 413 over 5 MB, 403 a player without consent',
  'PUT /api/players/{id}/photo': "a player's photo",
  'PUT /api/reports/comments':
    'Body {playerId, periodNumber?, text}: the current period when omitted, never a future one; blank text removes it',
  'PUT /api/reports/mail-preference': 'one mail per report, or one digest per scheduled run',
  'PUT /api/videos/upload-complete':
    'Body {videoURL}: simple flow: verifies the upload (exists, ≤ 50 MB, video or image by content) → `{objectPath}`',
};
