import { Anchor, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { FamilyChild } from '@portal/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { StatusLoader } from '../../common/StatusLoader';
import { submitForm } from '../../common/submit';
import { childConsentsPath } from '../profile/profile-places';
import { useGetPlayerProfileQuery, useSetConsentMutation } from '../profile/profile-api';
import { type ConsentQuestion, childrenInAskingOrder, consentQuestions } from './consent-questions';
import { childFirstName, possessive } from './family-display';

function QuestionRow({ question, name, onNotNow }: { question: ConsentQuestion; name: string; onNotNow: () => void }) {
  const [setConsent, { isLoading }] = useSetConsentMutation();
  const labelId = useId();
  const detailId = useId();
  const allow = () =>
    submitForm({
      validate: () => ({
        ok: true,
        request: { id: question.playerId, consent: { consentType: question.consentType, granted: true } },
      }),
      send: (request) => setConsent(request).unwrap(),
      success: {
        title: 'Thank you',
        message:
          question.consentType === 'media'
            ? `The club may store ${possessive(name)} videos now: ${name} can upload.`
            : `Saved. You can change it any time on ${possessive(name)} consents page.`,
        tone: 'success',
      },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to update consent',
        tone: 'error',
      }),
    });
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={detailId} data-testid="consent-question">
      <Text fw={600} id={labelId}>
        {question.question}
      </Text>
      <Text size="sm" c="dimmed" id={detailId}>
        {question.detail}
      </Text>
      <Group gap="sm">
        <Button size="sm" loading={isLoading} onClick={() => void allow()}>
          Allow
        </Button>
        <Button size="sm" variant="default" disabled={isLoading} onClick={onNotNow}>
          Not now
        </Button>
      </Group>
    </Stack>
  );
}

/** One child's undecided consents (nothing for a child who decides them, or once all are decided). */
function ChildQuestions({
  child,
  current,
  hidden,
  onNotNow,
}: {
  child: { playerId: string; name: string };
  current: boolean;
  hidden: ReadonlySet<string>;
  onNotNow: (key: string) => void;
}) {
  const record = useGetPlayerProfileQuery(child.playerId);
  useUnauthorizedRedirect(record.error);
  if (record.isLoading)
    return (
      <Center py="sm">
        <StatusLoader label={`Checking what ${child.name} is waiting for`} size="sm" />
      </Center>
    );
  if (record.isError)
    return (
      <LoadErrorAlert
        title={`Could not check whether ${child.name} is waiting for you`}
        error={record.error}
        onRetry={() => void record.refetch()}
        retrying={record.isFetching}
      />
    );
  const questions = consentQuestions(child, record.data, hidden);
  if (questions.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="consent-questions">
      <Title order={2} fz="lg" mb="sm">
        {current ? 'Waiting for your decision' : `Waiting for your decision about ${child.name}`}
      </Title>
      <Stack gap="lg">
        {questions.map((question) => (
          <QuestionRow
            key={question.key}
            question={question}
            name={child.name}
            onNotNow={() => onNotNow(question.key)}
          />
        ))}
      </Stack>
      <Anchor component={Link} to={childConsentsPath(child.playerId)} size="sm" fw={600} mt="md" display="block">
        All of {possessive(child.name)} consents
      </Anchor>
    </Card>
  );
}

/**
 * The family home asks first what the children wait for (issue 37): every consent nobody has
 * decided, for each child whose guardians decide, the child of this home first. "Not now" puts a
 * question off for this visit only.
 */
export function FamilyConsentQuestions({ childId, family }: { childId: string; family: readonly FamilyChild[] }) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const children = childrenInAskingOrder(family, childId).map((child) => ({
    playerId: child.playerId,
    name: childFirstName(child),
  }));
  return (
    <>
      {children.map((child) => (
        <ChildQuestions
          key={child.playerId}
          child={child}
          current={child.playerId === childId}
          hidden={hidden}
          onNotNow={(key) => setHidden((current) => new Set([...current, key]))}
        />
      ))}
    </>
  );
}
