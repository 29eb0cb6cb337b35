import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { RATIO_YELLOW_HIGH, RATIO_YELLOW_LOW, type ProgressTrends } from '@portal/contracts';

/** Analytics charts (lazy chunk: recharts loads only when the tab opens). */
export default function ProgressCharts({ trends }: { trends: ProgressTrends }) {
  const weekLabel = (day: string) => day.slice(5);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Card withBorder radius="lg" padding="md">
        <Title order={3} fz="md" mb="sm">
          Weekly load (12 weeks)
        </Title>
        <BarChart
          h={220}
          data={trends.weeklyLoad.map((week) => ({ week: weekLabel(week.weekStart), Load: week.load }))}
          dataKey="week"
          series={[{ name: 'Load', color: 'blue.6' }]}
        />
      </Card>
      <Card withBorder radius="lg" padding="md">
        <Title order={3} fz="md" mb="sm">
          Acute:chronic ratio
        </Title>
        <LineChart
          h={220}
          data={trends.acuteChronic.map((week) => ({ week: weekLabel(week.weekStart), Ratio: week.ratio }))}
          dataKey="week"
          series={[{ name: 'Ratio', color: 'grape.6' }]}
          connectNulls={false}
          referenceLines={[
            { y: RATIO_YELLOW_LOW, label: `${RATIO_YELLOW_LOW}`, color: 'green.6' },
            { y: RATIO_YELLOW_HIGH, label: `${RATIO_YELLOW_HIGH}`, color: 'green.6' },
          ]}
        />
        <Text size="xs" c="dimmed" mt={4}>
          The band between {RATIO_YELLOW_LOW} and {RATIO_YELLOW_HIGH} is the safe range; no ratio before 21 days of
          data.
        </Text>
      </Card>
      <Card withBorder radius="lg" padding="md" style={{ gridColumn: '1 / -1' }}>
        <Title order={3} fz="md" mb="sm">
          Wellness (8 weeks)
        </Title>
        {trends.wellness.length === 0 ? (
          <Text c="dimmed">No wellness check-ins in the last 8 weeks.</Text>
        ) : (
          <LineChart
            h={240}
            data={trends.wellness.map((point) => ({
              day: point.date.slice(5),
              Energy: point.energy,
              Fatigue: point.fatigue,
              Sleep: point.sleep,
              Motivation: point.motivation,
            }))}
            dataKey="day"
            yAxisProps={{ domain: [1, 5] }}
            series={[
              { name: 'Energy', color: 'teal.6' },
              { name: 'Fatigue', color: 'orange.6' },
              { name: 'Sleep', color: 'indigo.6' },
              { name: 'Motivation', color: 'pink.6' },
            ]}
          />
        )}
      </Card>
    </SimpleGrid>
  );
}
