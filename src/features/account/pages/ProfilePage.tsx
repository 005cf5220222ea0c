import '../register';
import './account.css';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { ROLE } from '../../../config/constants';
import { useAppSelector } from '../../../state/hooks';
import { selectProfile } from '../../auth';
import { DetailsSection } from '../components/DetailsSection';
import { EmailSection } from '../components/EmailSection';
import { LeaveGuard } from '../components/LeaveGuard';
import { MobileSection } from '../components/MobileSection';
import { PasswordSection } from '../components/PasswordSection';
import { ReferralNotesSection } from '../components/ReferralNotesSection';
import { ProfileDraftContext, useProfileDraftState } from '../components/profileDraft';
import { selectUpdating } from '../slice';
import type { Profile } from '../../auth';

/**
 * /dashboard/account: the profile of every role (issue 29), each part with its own form and call:
 * details, email addresses, mobile, password and (for the paying roles) referral notes. What is
 * typed and not saved is kept on the device and the page asks before it is left; after a change
 * the spec's loader covers the page for 2000 ms.
 */
export default function ProfilePage({ titleId }: PageProps) {
  const profile = useAppSelector(selectProfile);
  if (!profile) return <Spin />;
  // A new user (a switch of account) starts from their own draft.
  return <ProfileForms key={profile.id} profile={profile} titleId={titleId} />;
}

function ProfileForms({ profile, titleId }: { profile: Profile; titleId: PageProps['titleId'] }) {
  const intl = useIntl();
  const updating = useAppSelector(selectUpdating);
  const draft = useProfileDraftState(profile.id);
  const paying = profile.role_id !== ROLE.superAdmin;
  // Forms read their first values once: discarding the draft draws them again from the profile.
  const [generation, setGeneration] = useState(0);
  const discard = () => {
    draft.discard();
    setGeneration((value) => value + 1);
  };

  return (
    <ProfileDraftContext.Provider value={draft}>
      <section className="panel account-page" aria-labelledby="account-title" aria-busy={updating}>
        <h1 id="account-title">{intl.formatMessage({ id: titleId })}</h1>
        {draft.restored && draft.dirty ? (
          <Alert
            type="info"
            showIcon
            title={intl.formatMessage({ id: 'account.draftRestored' })}
            action={
              <Button size="small" onClick={discard}>
                {intl.formatMessage({ id: 'account.discardDraft' })}
              </Button>
            }
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Spin spinning={updating} tip={intl.formatMessage({ id: 'account.updating' })}>
          <div className="account-grid" key={generation}>
            <DetailsSection profile={profile} />
            <EmailSection profile={profile} />
            <MobileSection profile={profile} />
            <PasswordSection profile={profile} />
            {paying ? <ReferralNotesSection profile={profile} /> : null}
          </div>
        </Spin>
      </section>
      <LeaveGuard dirty={draft.dirty} />
    </ProfileDraftContext.Provider>
  );
}
