import { Loading, NotFound, Title, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { InviteForm } from '../common/invite/InviteForm';
import { memberScope, type MemberParents, type MemberScopeName } from './member-scopes';
import { useParentCrumbs } from './useParentCrumbs';

/**
 * Invite a member by email (Email and Send): the scope's title, crumbs back to the parents, and
 * the invitation of the scope's kind for the nearest parent. An unknown parent shows not-found.
 */
export const MemberInvite = ({ scope, parents }: { scope: MemberScopeName; parents: MemberParents }) => {
  const translate = useTranslate();
  const settings = memberScope(scope);
  const parentCrumbs = useParentCrumbs(parents);
  if (parentCrumbs.notFound) return <NotFound />;
  if (parentCrumbs.isPending) return <Loading />;
  const title = translate(settings.addTitle);
  const targetId = Number(Object.values(settings.filter(parents))[0]);
  return (
    <>
      <Title title={title} />
      <Breadcrumbs crumbs={[...parentCrumbs.crumbs, { label: title }]} />
      <InviteForm title={title} invitation={{ kind: settings.inviteKind, targetId }} />
    </>
  );
};
