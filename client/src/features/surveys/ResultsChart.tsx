import { useTheme } from '@mui/material';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';

export interface ResultsChartProps {
  /** A bar per choice or value: its label and count. */
  bars: readonly { label: string; count: number }[];
}

const BAR_HEIGHT = 32;
const AXIS_HEIGHT = 48;

/**
 * The bar chart of one question's results (MUI X Charts): a horizontal bar per choice or
 * value, in the question's order; new counts (a push) animate the bars. The same counts stand
 * in a table beside it for screen readers (QuestionResults), so the chart is one image.
 * The charts keep their own copy of reselect (vite.config.ts) so the login page stays small.
 */
export function ResultsChart({ bars }: ResultsChartProps) {
  const theme = useTheme();
  return (
    <BarChart
      layout="horizontal"
      height={bars.length * BAR_HEIGHT + AXIS_HEIGHT}
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
      yAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label), width: 140 }]}
      xAxis={[{ tickMinStep: 1, min: 0 }]}
      series={[
        { data: bars.map((bar) => bar.count), valueFormatter: (value) => String(value ?? 0), barLabel: 'value', color: theme.palette.primary.main },
      ]}
      hideLegend
      // the count on the bar, readable on the primary colour
      sx={{ [`& .${barClasses.label}`]: { fill: theme.palette.primary.contrastText, fontWeight: 500 } }}
    />
  );
}
