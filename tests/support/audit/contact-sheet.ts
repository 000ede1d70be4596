// The audit's contact sheet, written only when asked for (`npm run test:layout`, or AUDIT_SHEET=1): a screenshot of
// every page at every viewport and mode (its first screen as it loads, with motion, beside the whole page), with the
// findings beside them, in test-results/layout/index.html.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { auditModes, type AuditMode, type Finding } from './in-page.ts';

export const sheetWanted = Boolean(process.env.AUDIT_SHEET);

interface Shot {
  page: string;
  path: string;
  viewport: string;
  mode: AuditMode;
  file: string;
  /** The first screen after load, before any input, where taken. */
  first?: string | undefined;
  findings: Finding[];
}

const folder = path.resolve('test-results/layout');

/** One mode's shots, kept until `write`: each test file of the audit writes the section of its mode. */
export class ContactSheet {
  private shots: Shot[] = [];
  private readonly mode: AuditMode;
  private firstScreens = new Map<string, string>();

  constructor(mode: AuditMode) {
    this.mode = mode;
    if (!sheetWanted) return;
    rmSync(path.join(folder, mode), { recursive: true, force: true });
    rmSync(path.join(folder, `${mode}.html`), { force: true });
    // What an older audit left under names no mode has now (each file of the audit clears only its own mode's).
    const current = new Set(['index.html', ...auditModes, ...auditModes.map((name) => `${name}.html`)]);
    for (const entry of existsSync(folder) ? readdirSync(folder) : [])
      if (!current.has(entry)) rmSync(path.join(folder, entry), { recursive: true, force: true });
    mkdirSync(path.join(folder, mode), { recursive: true });
  }

  private fileFor(label: string, viewport: string, suffix = '') {
    return `${this.mode}/${`${label}@${viewport}`.replace(/\s+/g, '-')}${suffix}.jpg`;
  }

  /** Photographs the screen as it is, before any input: what a visitor sees first. */
  async firstScreen(page: Page, label: string, viewport: string): Promise<void> {
    if (!sheetWanted) return;
    const file = this.fileFor(label, viewport, '-first');
    await page.screenshot({ path: path.join(folder, file), type: 'jpeg', quality: 60, scale: 'css' });
    this.firstScreens.set(`${label}@${viewport}`, file);
  }

  /** Photographs the page from the top, every picture loaded, so it looks as a visitor first sees it. */
  async take(page: Page, label: string, pagePath: string, viewport: string, findings: Finding[]): Promise<void> {
    if (!sheetWanted) return;
    await page.evaluate(async () => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      for (const image of document.images) image.loading = 'eager';
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    });
    const file = this.fileFor(label, viewport);
    await page.screenshot({
      path: path.join(folder, file),
      fullPage: true,
      type: 'jpeg',
      quality: 60,
      scale: 'css',
      animations: 'disabled',
    });
    const first = this.firstScreens.get(`${label}@${viewport}`);
    this.shots.push({ page: label, path: pagePath, viewport, mode: this.mode, file, first, findings });
  }

  /** Writes this mode's section, and an index of the sections there are (a run may audit one mode alone). */
  write(): void {
    if (!sheetWanted) return;
    writeFileSync(path.join(folder, `${this.mode}.html`), section(this.mode, this.shots));
    const sections = auditModes.filter((mode) => existsSync(path.join(folder, `${mode}.html`)));
    writeFileSync(
      path.join(folder, 'index.html'),
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Layout audit: contact sheet</title>
<style>body{font:14px system-ui;margin:1rem}</style><h1>Layout audit</h1>
<ul>${sections.map((mode) => `<li><a href="${mode}.html">${mode}</a></li>`).join('')}</ul></html>`,
    );
  }
}

/** One mode: a row per page, a column per viewport. */
function section(mode: AuditMode, shots: Shot[]): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const viewports = [...new Set(shots.map((shot) => shot.viewport))];
  const pages = [...new Map(shots.map((shot) => [shot.page, shot.path])).entries()];
  const rows = pages.map(([label, pagePath]) => {
    const cells = viewports.map((viewport) => {
      const shot = shots.find((candidate) => candidate.page === label && candidate.viewport === viewport);
      if (!shot) return '<td></td>';
      const notes = shot.findings
        .map((finding) => `<li>${escape(`${finding.rule}: ${finding.element} ${finding.detail}`)}</li>`)
        .join('');
      const first = shot.first
        ? `<a href="${shot.first}"><img class="first" src="${shot.first}" loading="lazy" alt="${escape(`${label} at ${viewport}, first screen`)}"></a>`
        : '';
      return `<td${notes ? ' class="bad"' : ''}>${first}<a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${escape(`${label} at ${viewport}`)}"></a>${notes ? `<ul>${notes}</ul>` : ''}</td>`;
    });
    return `<tr><th scope="row">${escape(label)}<br><small>${escape(pagePath)}</small></th>${cells.join('')}</tr>`;
  });
  const total = shots.reduce((sum, shot) => sum + shot.findings.length, 0);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Layout audit: ${mode}</title>
<style>body{font:14px system-ui;margin:1rem}table{border-collapse:collapse}td,th{vertical-align:top;padding:.4rem;border:1px solid #ddd}
td img{width:180px;height:360px;object-fit:cover;object-position:top}td img.first{height:auto;display:block;margin-bottom:.3rem;outline:2px solid #333}td.bad{background:#fde8e6}ul{max-width:180px;padding-left:1rem;font-size:11px}</style>
<h1>Layout audit: ${mode}</h1><p><a href="index.html">All modes</a> · ${shots.length} screenshots, ${total} findings.</p>
<table><tr><th></th>${viewports.map((viewport) => `<th scope="col">${viewport}</th>`).join('')}</tr>${rows.join('')}</table></html>`;
}
