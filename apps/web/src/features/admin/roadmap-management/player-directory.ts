import { adminRowName, type AdminPlayerPage } from '@portal/contracts';
import { api } from '../../../api/api';
import { Tag } from '../../../api/tags';

export interface DirectoryPlayer {
  playerId: string;
  name: string;
  email: string | null;
  /** The player's profile photo (null: initials). */
  photoUrl: string | null;
}

/** A picker's line: the name and, so that two players of one name differ, the e-mail. */
export function playerOptionLabel(player: Pick<DirectoryPlayer, 'name' | 'email'>): string {
  return player.email ? `${player.name} (${player.email})` : player.name;
}

/** The largest page GET /api/admin/players serves. */
export const DIRECTORY_PAGE_SIZE = 100;
/** A safety stop: the directory reads at most this many pages (2,000 players). */
export const DIRECTORY_MAX_PAGES = 20;

export function directoryPlayersOf(page: AdminPlayerPage): DirectoryPlayer[] {
  return page.items.map((row) => ({
    playerId: row.id,
    name: adminRowName(row),
    email: row.user?.email ?? null,
    photoUrl: row.profilePhotoUrl,
  }));
}

/**
 * Every player a coach or admin picks from (identity's `/api/admin/players`), read page by page so a
 * club with more than one page of players still sees them all. Profile and role writes invalidate
 * `AdminPlayers`, so names here follow profile edits.
 */
const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `squadId`: only that squad's players (the squad switcher); without it every player the caller reaches. */
    getPlayerDirectory: build.query<DirectoryPlayer[], { squadId?: string } | void>({
      async queryFn(arg, _api, _extra, baseQuery) {
        const squadId = arg?.squadId;
        const players: DirectoryPlayer[] = [];
        for (let page = 1; page <= DIRECTORY_MAX_PAGES; page += 1) {
          const result = await baseQuery({
            url: '/api/admin/players',
            params: { page, pageSize: DIRECTORY_PAGE_SIZE, ...(squadId ? { squadId } : {}) },
          });
          if (result.error) return { error: result.error };
          const body = result.data as AdminPlayerPage;
          players.push(...directoryPlayersOf(body));
          if (body.items.length < DIRECTORY_PAGE_SIZE || (!body.totalCapped && players.length >= body.total)) break;
        }
        return { data: players };
      },
      providesTags: [Tag.AdminPlayers],
    }),
  }),
});

export const { useGetPlayerDirectoryQuery } = directoryApi;
