import { Alert, List, SimpleGrid, Text } from '@mantine/core';
import type { ProgressDashboard } from '@portal/contracts';
import { InfoIcon } from '../../common/icons';

/** Wellness Alerts and Recommendations, each shown only when non-empty; every alert names its rule. */
export function AlertsPanels({ dashboard }: { dashboard: ProgressDashboard }) {
  const { alerts, recommendations } = dashboard;
  if (alerts.length === 0 && recommendations.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="lg">
      {alerts.length > 0 ? (
        <Alert
          title="Wellness Alerts"
          color={alerts.some((alert) => alert.level === 'red') ? 'red' : 'yellow'}
          icon={<InfoIcon size={18} />}
          radius="lg"
          aria-label="Wellness Alerts"
        >
          <List spacing={6} size="sm">
            {alerts.map((alert) => (
              <List.Item key={`${alert.rule}-${alert.message}`}>
                <Text size="sm" span>
                  {alert.message}
                </Text>{' '}
                <Text size="xs" c="dimmed" span>
                  ({alert.rule})
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {recommendations.length > 0 ? (
        <Alert title="Recommendations" color="blue" radius="lg" aria-label="Recommendations">
          <List spacing={6} size="sm">
            {recommendations.map((recommendation) => (
              <List.Item key={recommendation}>{recommendation}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </SimpleGrid>
  );
}
