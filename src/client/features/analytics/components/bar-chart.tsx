import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export type BarChartProps = {
  /** Said to screen readers; the tables beside the chart hold the same figures. */
  label: string
  categories: readonly string[]
  values: readonly number[]
  /** A value as the axis writes it. */
  valueText: (value: number) => string
  /** Counts: the axis steps by whole numbers. */
  whole?: boolean
}

const height = 240
const bars = uPlot.paths.bars!({ size: [0.6, 64] })
const wholeSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000]

/**
 * Bars over named categories (weeks, bands of time), drawn by uPlot on a canvas as wide as its box. The module is
 * its own chunk, loaded by the dashboard once the page's figures are in (decision 117).
 */
export default function BarChart({ label, categories, values, valueText, whole }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const options: uPlot.Options = {
      width: element.clientWidth,
      height,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, categories.length - 0.5] },
        y: { range: (_u, _min, max) => [0, max || 1] },
      },
      axes: [
        {
          splits: () => categories.map((_, index) => index),
          values: (_u, splits) => splits.map((index) => categories[index] ?? ''),
          grid: { show: false },
        },
        { values: (_u, splits) => splits.map(valueText), size: 72, ...(whole && { incrs: wholeSteps }) },
      ],
      series: [{}, { label, fill: '#15803d', stroke: '#15803d', paths: bars, points: { show: false } }],
    }
    const chart = new uPlot(options, [categories.map((_, index) => index), [...values]], element)
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [label, categories, values, valueText, whole])
  return <div ref={box} role="img" aria-label={label} className="w-full" />
}
