import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only the pieces a bar chart draws, so that the rest of chart.js stays out of the home's chunk.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export type DashboardBarChartProps = {
  /** What each bar is (a week, a month, a type), in order. */
  labels: string[];
  values: number[];
  /** The header of the labels' column and of the values' column of the table read instead of the picture. */
  labelHeader: string;
  valueHeader: string;
  /** One sentence saying what the picture shows, for those who do not see it. */
  summary: string;
  /** Horizontal bars, for long labels on a phone. */
  horizontal?: boolean;
};

/**
 * A bar chart with its figures in a visually hidden table: screen readers read the table (the canvas is one image
 * named by `summary`), and the numbers are there for whoever would rather read than look.
 */
export function DashboardBarChart({
  labels,
  values,
  labelHeader,
  valueHeader,
  summary,
  horizontal = false,
}: DashboardBarChartProps) {
  return (
    <Box>
      <Box
        position="relative"
        height={horizontal ? `${Math.max(120, labels.length * 36)}px` : '220px'}
        w="full"
      >
        <Bar
          role="img"
          aria-label={summary}
          data={{
            labels,
            datasets: [{ label: valueHeader, data: values, backgroundColor: '#2b6cb0', borderRadius: 4 }],
          }}
          options={{
            indexAxis: horizontal ? 'y' : 'x',
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } },
            },
          }}
        />
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{summary}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{labelHeader}</Table.ColumnHeader>
              <Table.ColumnHeader>{valueHeader}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {labels.map((label, index) => (
              <Table.Row key={label}>
                <Table.Cell>{label}</Table.Cell>
                <Table.Cell>{values[index]}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
