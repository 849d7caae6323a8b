import {
  chromePath,
  metricTargets,
  offlineRuns,
  runs,
  type AuditedPage,
  type AuditRun,
  type LighthouseResult,
} from './lighthouse.ts'
import { table, type Machine, type Section } from './report.ts'
import { median, ms } from './stats.ts'

/** The Lighthouse section of docs/benchmarks.md: the medians against issue 18's targets, and every run. */
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`
const clsText = (value: number) => (value === 0 ? '0' : value.toFixed(3))
const of = (page: LighthouseResult['pages'][number], pick: (run: AuditRun) => number) =>
  median(page.runs.map(pick))
const pageName = (page: AuditedPage) => `${page.label}, ${page.preset}`

/** Which of issue 18's targets the medians meet, page by page. */
function verdicts(result: LighthouseResult): string {
  return result.pages
    .map((page) => {
      const checks = [
        [
          `performance ${of(page, (run) => run.performance)} ≥ ${page.target}`,
          of(page, (run) => run.performance) >= page.target,
        ],
        ...(page.preset === 'mobile' && page.target === 95
          ? ([
              [
                `FCP ${seconds(of(page, (run) => run.fcp))} ≤ 1.8 s`,
                of(page, (run) => run.fcp) <= metricTargets.fcp,
              ],
              [
                `LCP ${seconds(of(page, (run) => run.lcp))} ≤ 2.5 s`,
                of(page, (run) => run.lcp) <= metricTargets.lcp,
              ],
              [
                `TBT ${ms(of(page, (run) => run.tbt))} ms ≤ 200 ms`,
                of(page, (run) => run.tbt) <= metricTargets.tbt,
              ],
              [
                `CLS ${clsText(of(page, (run) => run.cls))}`,
                of(page, (run) => run.cls) === metricTargets.cls,
              ],
            ] as const)
          : []),
      ] as const
      const met = checks.filter(([, ok]) => ok).map(([text]) => text)
      const missed = checks.filter(([, ok]) => !ok).map(([text]) => text)
      return `- ${pageName(page)}: ${met.length ? `met ${met.join(', ')}` : ''}${met.length && missed.length ? '; ' : ''}${missed.length ? `**missed** ${missed.join(', ')}` : ''}.`
    })
    .join('\n')
}

function failedRuns(result: LighthouseResult): string {
  const failed = result.pages.flatMap((page) =>
    page.failures.map((failure) => `- ${pageName(page)}: ${failure.split('\n')[0]}`),
  )
  return failed.length ? `\nRuns that failed and were made again:\n\n${failed.join('\n')}\n` : ''
}

export function lighthouseSection(result: LighthouseResult, machine: Machine): Section {
  const medianRows = result.pages.map((page) => [
    pageName(page),
    String(of(page, (run) => run.performance)),
    seconds(of(page, (run) => run.fcp)),
    seconds(of(page, (run) => run.lcp)),
    `${ms(of(page, (run) => run.tbt))} ms`,
    clsText(of(page, (run) => run.cls)),
    seconds(of(page, (run) => run.speedIndex)),
    String(of(page, (run) => run.accessibility)),
    String(of(page, (run) => run.bestPractices)),
  ])
  const runRows = result.pages.flatMap((page) =>
    page.runs.map((run, index) => [
      `${pageName(page)} #${index + 1}`,
      String(run.performance),
      seconds(run.fcp),
      seconds(run.lcp),
      `${ms(run.tbt)} ms`,
      clsText(run.cls),
      String(Math.round(run.benchmarkIndex)),
      run.load.toFixed(2),
    ]),
  )
  const findings = result.pages
    .flatMap((page) =>
      page.findings.map((finding) => `- ${pageName(page)}: ${finding.title} (\`${finding.id}\`)`),
    )
    .join('\n')
  const offlineRows = result.offline.map((entry) => [
    `\`${entry.path}\` («${entry.heading}»)`,
    ...entry.runsMs.map(ms),
    `**${ms(median(entry.runsMs))}**`,
  ])
  const { installable } = result
  return {
    id: 'lighthouse',
    body: `## Lighthouse and the offline first screen

Lighthouse ${result.lighthouseVersion} (npm package) on \`${chromePath}\` (\`--headless=new --no-sandbox\`) with its default
simulated throttling — the mobile preset (slow 4G, 4× CPU) or the desktop one — against the production build
served by \`npm start\`'s server on a fresh embedded database. Every run is a new browser profile, so a first
visit: no cache, no service worker. For a signed-in page the demo user's tokens are put into localStorage from
\`/api/health\` first (no app code runs there) and storage is not reset. Each page is audited ${runs} times; the
table gives the median of each figure.

${table(['Page, preset', 'Performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed index', 'Accessibility', 'Best practices'], medianRows)}

Against issue 18's targets (performance ≥ 95 on \`/login\` and \`/orders\`, ≥ 90 on staff's \`/\`; FCP ≤ 1.8 s,
LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS 0 on the mobile pages):

${verdicts(result)}

Every run, with Lighthouse's benchmark index of the machine at its start (its CPU speed as Lighthouse measures
it: a typical desktop scores 1500 and more, and the simulated throttling multiplies what the page took on this
machine) and the 1-minute load average just before it:

${table(['Run', 'Performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Benchmark index', 'Load'], runRows)}
${failedRuns(result)}
${findings ? `Audits below full marks:\n\n${findings}` : 'No accessibility or best-practices audit below full marks.'}

Installability: Lighthouse 12 no longer has the PWA category or its \`installable-manifest\` audit, so the same
check is asked of Chromium itself (\`Page.getInstallabilityErrors\` over CDP on \`/login\` once the service worker
controls it): ${installable.errors.length ? `errors ${installable.errors.map((error) => `\`${error}\``).join(', ')}` : '**no installability errors**'}; manifest \`${installable.manifestUrl}\`,
service worker controlling the page: ${installable.serviceWorker ? 'yes' : 'no'}.

Time to the first screen from the service worker's cache with the network off (Playwright, 375×812, no
throttling): the page is opened online once, then the network is cut (\`context.setOffline(true)\`) and the page
reloaded ${offlineRuns} times; each time runs from the reload until the app has replaced the page's frame and shows
the page's heading. Times in ms; target for \`/orders\`: 300 ms.

${table(['Page', ...result.offline[0]!.runsMs.map((_, index) => `Run ${index + 1}`), 'Median'], offlineRows)}

Measured ${machine.date} on ${machine.nproc} cores, Node ${machine.node}; 1-minute load average
${machine.load.toFixed(2)} when the run began${machine.load >= 1 ? ' (other work was running: see the benchmark index and load of each run above)' : ''}.

Reproduce: \`npm run bench -- lighthouse\`; the code is \`bench/lighthouse.ts\`.`,
  }
}
