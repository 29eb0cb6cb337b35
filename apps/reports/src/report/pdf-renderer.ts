import PDFDocument from 'pdfkit';
import type { BarChartGeometry, LineChartGeometry } from './chart-scales';
import { A4, CONTENT_WIDTH, type ChartAxes, type ReportBlock, type ReportLayout } from './report-layout';

const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#2f6f4e';
const GRID = '#d9e2ec';
/** Room for the y axis's title above a chart and the x axis's title under it. */
const AXIS_TITLE = { above: 14, below: 14 };

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/**
 * The only file that touches pdfkit: draws a laid-out report as a tagged A4 PDF (H1, H2, P, L/LI,
 * Figure with alt text), charts as vector paths. Returns the whole file (reports are tens of KB).
 */
export function renderReportPdf(layout: ReportLayout, createdAt = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4.margin,
    tagged: true,
    pdfVersion: '1.7',
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: layout.title, Author: 'Player Development Portal', CreationDate: createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  layout.blocks.forEach((block, index) => drawBlock(doc, root, block, firstLineHeight(doc, layout.blocks[index + 1])));
  root.end();
  doc.end();
  return done;
}

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > A4.height - A4.margin) doc.addPage();
}

/** How much of the next block must share the page with a heading or label (no orphaned titles). */
function firstLineHeight(doc: Doc, next: ReportBlock | undefined): number {
  if (!next) return 0;
  switch (next.kind) {
    case 'bar-chart':
    case 'line-chart':
      return chartHeight(next.chart);
    case 'list':
      return (
        doc
          .font('Helvetica')
          .fontSize(11)
          .heightOfString(next.items[0] ?? '', { width: CONTENT_WIDTH - 14 }) + 4
      );
    case 'facts':
      return 18;
    case 'page-break':
      return 0;
    default:
      return 30;
  }
}

function drawBlock(doc: Doc, root: Struct, block: ReportBlock, keepWithNext: number): void {
  const x = A4.margin;
  switch (block.kind) {
    case 'heading': {
      const size = block.level === 1 ? 20 : 14;
      ensureRoom(doc, size * 3 + keepWithNext);
      if (block.level === 2) doc.moveDown(0.8);
      root.add(
        doc.struct(block.level === 1 ? 'H1' : 'H2', {}, () => {
          doc
            .font('Helvetica-Bold')
            .fontSize(size)
            .fillColor(block.level === 1 ? ACCENT : INK);
          doc.text(block.text, x, doc.y, { width: CONTENT_WIDTH });
        }),
      );
      doc.moveDown(0.3);
      return;
    }
    case 'paragraph': {
      const height = doc
        .font(block.strong ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(11)
        .heightOfString(block.text, {
          width: CONTENT_WIDTH,
        });
      // A short label stays with what it introduces; a long paragraph may end a page on its own.
      ensureRoom(doc, height + 6 + (height < 40 ? keepWithNext : 0));
      doc.font(block.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
      root.add(
        doc.struct('P', {}, () => {
          doc.fillColor(block.muted ? MUTED : INK).text(block.text, x, doc.y, { width: CONTENT_WIDTH });
        }),
      );
      doc.moveDown(0.4);
      return;
    }
    case 'facts': {
      for (const [label, value] of block.rows) {
        ensureRoom(doc, 18);
        const y = doc.y;
        root.add(
          doc.struct('P', {}, () => {
            doc.font('Helvetica-Bold').fontSize(11).fillColor(MUTED).text(`${label}:`, x, y, { width: 90 });
            doc
              .font('Helvetica')
              .fillColor(INK)
              .text(value, x + 90, y, { width: CONTENT_WIDTH - 90 });
          }),
        );
      }
      doc.moveDown(0.4);
      return;
    }
    case 'list': {
      const list = doc.struct('L');
      root.add(list);
      doc.font('Helvetica').fontSize(11);
      for (const item of block.items) {
        ensureRoom(doc, doc.heightOfString(item, { width: CONTENT_WIDTH - 14 }) + 4);
        const y = doc.y;
        list.add(
          doc.struct('LI', {}, () => {
            doc.fillColor(INK).text('•', x, y, { width: 12 });
            doc.text(item, x + 14, y, { width: CONTENT_WIDTH - 14 });
          }),
        );
        doc.moveDown(0.2);
      }
      list.end();
      doc.moveDown(0.3);
      return;
    }
    case 'page-break': {
      doc.addPage();
      return;
    }
    case 'bar-chart':
    case 'line-chart': {
      ensureRoom(doc, chartHeight(block.chart));
      const top = doc.y;
      root.add(
        doc.struct('Figure', { alt: block.alt }, () => {
          drawAxisTitles(doc, block.axes, block.chart, x, top);
          if (block.kind === 'bar-chart') drawBarChart(doc, block.chart, x, top + AXIS_TITLE.above);
          else drawLineChart(doc, block.chart, x, top + AXIS_TITLE.above);
        }),
      );
      doc.x = x;
      doc.y = top + chartHeight(block.chart);
      return;
    }
  }
}

function chartHeight(chart: { height: number }): number {
  return AXIS_TITLE.above + chart.height + AXIS_TITLE.below + 8;
}

/** The y axis's title above the tick labels, the x axis's title centred under the week labels. */
function drawAxisTitles(
  doc: Doc,
  axes: ChartAxes,
  chart: BarChartGeometry | LineChartGeometry,
  left: number,
  top: number,
): void {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
  doc.text(axes.y, left, top, { width: CONTENT_WIDTH, lineBreak: false });
  doc.font('Helvetica').text(axes.x, left + chart.plot.x, top + AXIS_TITLE.above + chart.height + 2, {
    width: chart.plot.width,
    align: 'center',
    lineBreak: false,
  });
}

function drawAxes(doc: Doc, chart: BarChartGeometry | LineChartGeometry, left: number, top: number): void {
  doc.font('Helvetica').fontSize(8).lineWidth(0.5);
  for (const tick of chart.ticks) {
    doc
      .strokeColor(GRID)
      .moveTo(left + chart.plot.x, top + tick.y)
      .lineTo(left + chart.plot.x + chart.plot.width, top + tick.y)
      .stroke();
    doc
      .fillColor(MUTED)
      .text(tick.label, left, top + tick.y - 4, { width: chart.plot.x - 4, align: 'right', lineBreak: false });
  }
  const labelY = top + chart.plot.y + chart.plot.height + 5;
  for (const label of chart.labels) {
    doc
      .fillColor(MUTED)
      .text(label.text, left + label.x - 20, labelY, { width: 40, align: 'center', lineBreak: false });
  }
}

function drawBarChart(doc: Doc, chart: BarChartGeometry, left: number, top: number): void {
  drawAxes(doc, chart, left, top);
  for (const bar of chart.bars) {
    if (bar.height > 0) doc.rect(left + bar.x, top + bar.y, bar.width, bar.height).fill(ACCENT);
  }
}

function drawLineChart(doc: Doc, chart: LineChartGeometry, left: number, top: number): void {
  drawAxes(doc, chart, left, top);
  doc.lineWidth(2).strokeColor(ACCENT);
  for (const segment of chart.segments) {
    const [first, ...rest] = segment;
    if (!first) continue;
    doc.moveTo(left + first.x, top + first.y);
    for (const point of rest) doc.lineTo(left + point.x, top + point.y);
    if (rest.length) doc.stroke();
  }
  for (const point of chart.points) doc.circle(left + point.x, top + point.y, 3).fill(ACCENT);
}
