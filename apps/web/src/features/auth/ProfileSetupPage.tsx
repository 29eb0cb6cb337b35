import { Alert, Anchor, Button, Card, Group, Text, Title } from '@mantine/core';
import { isStaff } from '@portal/contracts';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BRAND_NAME } from '../../app/theme';
import { useCurrentUser } from '../../auth/use-current-user';
import { greetingName } from '../../common/user-display';
import { OwnProfileFields } from '../profile/OwnProfileFields';
import { useOwnProfileEditor } from '../profile/use-own-profile-editor';
import { guardianDecidesNote, type ProfileSetupState } from '../consents/welcome-step';

/** Where signup lands (spec §2.5): the own-profile form as an onboarding step, or finish later. */
export default function ProfileSetupPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const isPlayer = user?.role === 'player';
  const editor = useOwnProfileEditor({ skip: !isPlayer });
  // From the welcome step: a parent or guardian decides this player's consents and was e-mailed.
  const { state } = useLocation();
  const guardian = (state ?? {}) as ProfileSetupState;

  if (user && isStaff(user.role)) {
    return (
      <Card withBorder radius="lg" padding="xl" maw={760} mx="auto">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Welcome to {BRAND_NAME}, {greetingName(user)}!
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          Staff accounts have no player profile to set up. Player records, roadmaps and reviews are managed from the
          Coach Dashboard.
        </Text>
        <Group>
          <Button component={Link} to="/admin">
            Open the Coach Dashboard
          </Button>
        </Group>
      </Card>
    );
  }

  const finish = async () => {
    if (await editor.save()) navigate('/dashboard');
  };

  return (
    <Card withBorder radius="lg" padding="xl" maw={760} mx="auto">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Welcome to {BRAND_NAME}, {greetingName(user)}!
      </Title>
      {isPlayer && guardian.guardianEmailed !== undefined ? (
        <Alert role="note" color="pitch" variant="light" radius="md" mt="md" data-testid="guardian-emailed-note">
          {guardianDecidesNote(guardian.guardianEmailed)}
        </Alert>
      ) : null}
      <Text c="dimmed" mt="xs" mb="lg">
        Tell your coach about yourself: your team, where you play and how to reach a parent or guardian. Your roadmap is
        built around it. Every field is optional, and you can change them later on your profile.
      </Text>
      <form
        noValidate
        aria-label="Profile setup"
        onSubmit={(event) => {
          event.preventDefault();
          void finish();
        }}
      >
        <OwnProfileFields values={editor.values} errors={editor.errors} readOnly={false} onChange={editor.update} />
        <Group justify="space-between" mt="xl" gap="sm">
          <Anchor component={Link} to="/dashboard" size="sm">
            Finish later and go to dashboard
          </Anchor>
          <Button type="submit" loading={editor.saving} disabled={editor.query.isLoading}>
            Save and continue
          </Button>
        </Group>
      </form>
    </Card>
  );
}
