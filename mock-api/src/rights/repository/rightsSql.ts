/**
 * The SQL of the rights repository on PostgreSQL: in one read, the rows of the app ($1) that the
 * rights of its user ($2, the user id as JSON text) are decided on, each chosen as the rights
 * functions choose it, on indexes made for them (migrations/*_user-group-reads.sql,
 * *_app-account-reads.sql, *_site-reads.sql, *_user-groups.sql, *_app-members.sql, *_organizations-apps.sql):
 *  - the confirmed app of the id (apps.ts findConfirmedApp);
 *  - the organization of its cmpd (organizations.ts findOrganization);
 *  - the user's membership of the app (users/members.ts findMember, groups.ts memberGroupId);
 *  - the app's group with the membership's group id (rights.ts rightsFor; the groups' table);
 *  - that group's site access records (groupSites.ts findGroupSite; one per kind and site);
 *  - the app's sites, for a group member only (rosters/access.ts listScope narrows them one by one).
 */
import { FIRST_CONFIRMED } from '../../apps/repository/appSql';
import { ORGANIZATION_DOC } from '../../store/postgres/organizationRows';
import { GROUP_DOC, GROUP_SITE_DOC } from '../../store/postgres/groupRows';
import { MEMBER_DOC } from '../../store/postgres/memberRows';
import { SITE_DOC } from '../../store/postgres/siteRows';

const array = (select: string): string => `(SELECT coalesce(json_agg(x.doc), '[]') FROM (${select}) x)`;

export const RIGHTS_STATE = `WITH app AS (${FIRST_CONFIRMED('$1::text')}),
  member AS (
    SELECT ${MEMBER_DOC()} AS doc, m.group_id, m.user_type FROM app_members m
    WHERE m.app_id = $1 AND m.user_id = ($2::numeric)::integer
  )
  SELECT
    ${array('SELECT f.doc FROM app f')} AS apps,
    ${array(`SELECT ${ORGANIZATION_DOC('o')} AS doc FROM organizations o, app f WHERE f.cmpd <> '' AND o.cmpd = f.cmpd`)}
      AS organizations,
    ${array('SELECT m.doc FROM member m')} AS app_members,
    ${array(`SELECT ${GROUP_DOC('g')} AS doc FROM user_groups g, member m
      WHERE g.app_id = $1 AND g.id = m.group_id`)} AS user_groups,
    ${array(`SELECT ${GROUP_SITE_DOC('r')} AS doc FROM group_sites r, member m
      WHERE r.app_id = $1 AND r.group_id = m.group_id
      ORDER BY r.id`)} AS group_sites,
    ${array(`SELECT ${SITE_DOC('s')} AS doc FROM sites s, member m
      WHERE s.app_id = $1 AND m.user_type = 2
      ORDER BY s.id`)} AS sites`;
