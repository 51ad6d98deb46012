import { createMembersService, type MembersDeps, type MembersService } from './members';
import { createPlayersService, type PlayersService } from './players';
import { createPropertiesService, type PropertiesService } from './properties';
import { createTeamsService, type TeamsService } from './teams';

/** Members, players, teams and formations, custom properties: the people of an organization. */
export interface PeopleService extends MembersService, PlayersService, TeamsService, PropertiesService {}

export function createPeopleService(deps: MembersDeps): PeopleService {
  return {
    ...createMembersService(deps),
    ...createPlayersService(deps),
    ...createTeamsService(deps),
    ...createPropertiesService(deps),
  };
}
