import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import {
  CHART_UNITS,
  RATIO_YELLOW_HIGH,
  RATIO_YELLOW_LOW,
  type ProgressTrends,
  chartDayLabel,
  ratingValueText,
} from '@portal/contracts';

const LOAD_SERIES = `Load (${CHART_UNITS.load})`;

/** Analytics charts (lazy chunk: recharts loads only when the tab opens). */
export default function ProgressCharts({ trends }: { trends: ProgressTrends }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Card withBorder radius="lg" padding="md">
        <Title order={3} fz="md" mb="sm">
          Weekly training load (12 weeks)
        </Title>
        <BarChart
          h={240}
          data={trends.weeklyLoad.map((week) => ({ week: chartDayLabel(week.weekStart), [LOAD_SERIES]: week.load }))}
          dataKey="week"
          series={[{ name: LOAD_SERIES, color: 'blue.6' }]}
          xAxisLabel="Week starting"
          yAxisLabel={CHART_UNITS.load}
        />
        <Text size="xs" c="dimmed" mt={4}>
          Load is how hard each session felt (RPE 1 to 10, 5 when not given) times its minutes, added up per week.
        </Text>
      </Card>
      <Card withBorder radius="lg" padding="md">
        <Title order={3} fz="md" mb="sm">
          Acute:chronic ratio
        </Title>
        <LineChart
          h={220}
          data={trends.acuteChronic.map((week) => ({ week: chartDayLabel(week.weekStart), Ratio: week.ratio }))}
          dataKey="week"
          series={[{ name: 'Ratio', color: 'grape.6' }]}
          xAxisLabel="Week starting"
          yAxisLabel="Last 7 days ÷ 4-week average"
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
          Wellness (8 weeks, rated 1 to 5)
        </Title>
        {trends.wellness.length === 0 ? (
          <Text c="dimmed">No wellness check-ins in the last 8 weeks.</Text>
        ) : (
          <LineChart
            h={240}
            data={trends.wellness.map((point) => ({
              day: chartDayLabel(point.date),
              Energy: point.energy,
              Fatigue: point.fatigue,
              Sleep: point.sleep,
              Motivation: point.motivation,
            }))}
            dataKey="day"
            yAxisProps={{ domain: [1, 5] }}
            xAxisLabel="Check-in day"
            yAxisLabel="Rating (out of 5)"
            valueFormatter={ratingValueText}
            withLegend
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
