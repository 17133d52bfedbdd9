import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describeInBrowser, downloadOf, livePage, mark, SHOTS, signedInPage, stillMarked, useJourney } from './e2e-support';

const TITLE = 'Betriebsausflug Herbst 2027';
const SURVEY_URL = /\/surveys\/(?!new)[^/?#]+$/;
/** The nine questions as ben adds them (type in the English menu, text); the multiple choice moves up one place afterwards. */
const QUESTIONS = [
  { type: 'Yes/No', text: 'Kommen Sie mit?' },
  { type: 'Date', text: 'Welcher Tag passt Ihnen?' },
  { type: 'Time', text: 'Ab wann haben Sie Zeit?' },
  { type: 'Number', text: 'Wie viele Begleitpersonen bringen Sie mit?' },
  { type: 'Rating', text: 'Wie gefiel Ihnen der letzte Ausflug?' },
  { type: 'Scale', text: 'Lieber Stadt oder Natur?' },
  { type: 'Single choice', text: 'Wohin soll es gehen?' },
  { type: 'Free text', text: 'Was sollten wir noch wissen?' },
  { type: 'Multiple choice', text: 'Was soll auf dem Programm stehen?' },
] as const;
const PLACES = ['Brauerei', 'Kletterpark', 'Schifffahrt'];
const ITEMS = ['Wanderung', 'Führung', 'Abendessen'];
const ANNAS_TEXT = 'Bitte an vegetarisches Essen denken.';

/** A UTC day `days` from today, as the date inputs take it (DDMMYYYY typed from the day section) and as ISO. */
function day(days: number) {
  const date = new Date(Date.now() + days * 86400000);
  const [year, month, dayOfMonth] = date.toISOString().slice(0, 10).split('-');
  return { typed: `${dayOfMonth}${month}${year}`, shown: `${dayOfMonth}.${month}.${year}`, iso: `${year}-${month}-${dayOfMonth}` };
}

/** Types a date into a DateField (a group of spinbuttons named by its label) from its day section. */
async function typeDate(page: Page, field: Locator, dayName: 'Day' | 'Tag', typed: string) {
  await field.getByRole('spinbutton', { name: dayName }).click();
  await page.keyboard.type(typed);
}

/** Waits (up to 5 s) until `locator` has the keyboard focus. */
const focused = (locator: Locator) => locator.and(locator.page().locator(':focus')).waitFor({ timeout: 5000 });

/** Scrolls to the top: a full-page screenshot of a scrolled page draws the fixed app bar where the view was. */
const toTop = (page: Page) => page.evaluate('window.scrollTo(0, 0)');

/** A question's card in the editor (a region named "Question n · Type"). */
const card = (page: Page, number: number, type: string) => page.getByRole('region', { name: `Question ${number} · ${type}` });
/** The figures of the results page: invited, submitted, counted. */
const figures = (page: Page) => page.getByLabel('Figures', { exact: true }).getByRole('definition').allTextContents();
/** Waits until the results page counts `count` submissions and respondents. */
async function counted(page: Page, count: number) {
  for (let waited = 0; ; waited += 200) {
    const [invited, submitted, respondents] = await figures(page);
    if (invited === '2' && submitted === String(count) && respondents === String(count)) return;
    if (waited > 15000) throw new Error(`the results page shows ${invited}/${submitted}/${respondents}, not 2/${count}/${count}`);
    await page.waitForTimeout(200);
  }
}

/**
 * The browser journey of issue 15, against one server on a fresh demo store, as the demo users
 * sign in: ben (English UI, role surveys) builds a survey with all nine question types and
 * publishes it; anna (German UI) saves part of her answers, comes back, answers everything and
 * submits while ben's open results page follows live; the manager answers too; ben exports the
 * results as XLSX.
 */
describeInBrowser('browser journeys: surveys', () => {
  const journey = useJourney();
  let surveyPath = '';
  let benContext: BrowserContext | undefined;
  let results: Page | undefined;

  afterAll(async () => {
    await benContext?.close();
  });

  it('ben builds a survey with all nine question types from the Add menu, reorders by keyboard and by drag, assigns anna and the manager and publishes it', async () => {
    const ben = await signedInPage(await journey().context({ width: 1400, height: 1000 }), 'ben');
    await ben.waitForURL(/\/home$/);
    await ben.getByRole('button', { name: 'Add', exact: true }).click();
    await ben.getByRole('menuitem', { name: 'Create survey' }).click();
    await ben.waitForURL(/\/surveys\/new$/);
    const form = ben.getByRole('form', { name: 'New survey' });

    await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await form.getByRole('textbox', { name: 'Description' }).click();
    await ben.keyboard.type('Wohin geht der Ausflug im Herbst? Bitte bis zum Stichtag antworten.');
    await typeDate(ben, form.getByRole('group', { name: 'Start' }), 'Day', day(0).typed);
    await typeDate(ben, form.getByRole('group', { name: 'Due date' }), 'Day', day(7).typed);
    expect((await form.getByRole('group', { name: 'Due date' }).getByRole('spinbutton').allTextContents()).join('.')).toBe(day(7).shown);

    // the nine types from the "Add question" menu: each new question's text takes the focus
    for (const [index, question] of QUESTIONS.entries()) {
      await form.getByRole('button', { name: 'Add question' }).click();
      await ben.getByRole('menuitem', { name: question.type, exact: true }).click();
      const added = card(ben, index + 1, question.type);
      await focused(added.getByRole('textbox', { name: 'Question', exact: true }));
      await ben.keyboard.type(question.text);
    }
    const number = card(ben, 4, 'Number');
    await number.getByRole('textbox', { name: 'Minimum' }).fill('0');
    await number.getByRole('textbox', { name: 'Maximum' }).fill('4');
    const scale = card(ben, 6, 'Scale');
    await scale.getByRole('textbox', { name: 'Meaning of the lowest value' }).fill('Stadt');
    await scale.getByRole('textbox', { name: 'Meaning of the highest value' }).fill('Natur');
    // the single choice: two choices to begin with, a third added, all edited inline; required
    const single = card(ben, 7, 'Single choice');
    await single.getByRole('button', { name: 'Add answer choice' }).click();
    for (const [at, place] of PLACES.entries()) await single.getByRole('textbox', { name: `Answer choice ${at + 1}` }).fill(place);
    await single.getByRole('switch', { name: 'Required' }).check();
    const multiple = card(ben, 9, 'Multiple choice');
    await multiple.getByRole('button', { name: 'Add answer choice' }).click();
    for (const [at, item] of ITEMS.entries()) await multiple.getByRole('textbox', { name: `Answer choice ${at + 1}` }).fill(item);

    // the multiple choice goes up one place by keyboard: its "move up" button, Enter; the focus stays on it
    await multiple.getByRole('button', { name: 'Move question 9 up' }).focus();
    await ben.keyboard.press('Enter');
    const moved = card(ben, 8, 'Multiple choice');
    await moved.waitFor();
    await card(ben, 9, 'Free text').waitFor();
    await focused(moved.getByRole('button', { name: 'Move question 8 up' }));
    await ben.getByRole('status').filter({ hasText: 'Question 9 is now question 8.' }).waitFor({ state: 'attached' });

    // and by drag and drop: the date's handle dropped on the first card puts the date first; dragged back, the order is as before
    await card(ben, 2, 'Date')
      .getByTitle('Drag question 2 to move it')
      .dragTo(card(ben, 1, 'Yes/No'));
    await card(ben, 1, 'Date').waitFor();
    await card(ben, 2, 'Yes/No').waitFor();
    await card(ben, 2, 'Yes/No')
      .getByTitle('Drag question 2 to move it')
      .dragTo(card(ben, 1, 'Date'));
    await card(ben, 1, 'Yes/No').waitFor();
    await card(ben, 2, 'Date').waitFor();

    // anna and the manager are asked
    const participants = form.getByRole('combobox', { name: 'Participants' });
    await participants.fill('Anna');
    await ben.getByRole('option', { name: 'Anna Albers' }).click();
    await participants.fill('Martin');
    await ben.getByRole('option', { name: 'Martin Manager' }).click();

    const created = ben.waitForResponse((response) => response.url().endsWith('/api/v1/surveys') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create survey' }).click();
    // what the form sent: the days as typed, the nine types in their new order, the single choice required
    const sent = (await created).request().postDataJSON() as {
      start_date: string;
      due_date: string;
      questions: { type: string; required: boolean; answer_choices: { label: string }[] }[];
    };
    expect([sent.start_date, sent.due_date]).toEqual([day(0).iso, day(7).iso]);
    expect(sent.questions.map((question) => question.type)).toEqual([
      'boolean',
      'date',
      'time',
      'number',
      'rating',
      'scale',
      'single_choice',
      'multiple_choice',
      'text',
    ]);
    expect(sent.questions.filter((question) => question.required).map((question) => question.type)).toEqual(['single_choice']);
    expect(sent.questions[6].answer_choices.map((choice) => choice.label)).toEqual(PLACES);
    await ben.waitForURL(SURVEY_URL);
    surveyPath = new URL(ben.url()).pathname;
    await ben.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const editor = ben.getByRole('form', { name: 'Edit survey' });
    await card(ben, 9, 'Free text').waitFor();
    expect(await editor.getByRole('region', { name: /^Question \d · / }).count()).toBe(9);
    expect(await card(ben, 7, 'Single choice').getByRole('switch', { name: 'Required' }).isChecked()).toBe(true);
    await toTop(ben);
    await ben.screenshot({ path: join(SHOTS, 'surveys-editor.png'), fullPage: true, animations: 'disabled' });

    await ben.getByRole('button', { name: 'Publish' }).click();
    await ben.getByRole('dialog', { name: 'Publish the survey?' }).getByRole('button', { name: 'Publish' }).click();
    await ben.getByText('The survey has been published.').waitFor();
    // today is its start date: it runs at once
    await ben.getByText('Running', { exact: true }).first().waitFor();
    await ben.getByRole('status').filter({ hasText: '0 of 2 have answered' }).waitFor();
    await toTop(ben);
    await ben.screenshot({ path: join(SHOTS, 'surveys-published.png'), animations: 'disabled' });
    await ben.context().close();
  }, 180000);

  it("anna saves part of her answers, finds them again, answers all nine and submits: ben's open results page counts her without a reload", async () => {
    expect(surveyPath).not.toBe('');
    // ben watches the results from before anna answers
    benContext = await journey().context({ width: 1400, height: 1000 });
    await (await signedInPage(benContext, 'ben')).waitForURL(/\/home$/);
    results = await livePage(benContext, `${surveyPath}/results`);
    await results.getByRole('heading', { level: 1, name: `Results: ${TITLE}` }).waitFor();
    await counted(results, 0);
    await mark(results);

    const anna = await signedInPage(await journey().context({ width: 1400, height: 1000 }), 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.goto('/surveys');
    const mine = anna.getByRole('table', { name: 'Umfragen: Meine Umfragen' });
    await mine.getByRole('row', { name: new RegExp(TITLE) }).waitFor();
    await mine.getByRole('link', { name: `Umfrage ${TITLE} beantworten` }).click();
    await anna.waitForURL(new RegExp(`${surveyPath}/answer$`));
    const form = anna.getByRole('form', { name: 'Ihre Antworten' });
    await form.waitFor();

    // first a part, saved for later: it is there after a reload
    await form
      .getByRole('radiogroup', { name: /^1\. Kommen Sie mit\?/ })
      .getByRole('radio', { name: 'Ja' })
      .check();
    await form.getByRole('textbox', { name: /^9\. Was sollten wir noch wissen\?/ }).fill(ANNAS_TEXT);
    await form.getByRole('button', { name: 'Zwischenspeichern' }).click();
    await anna.getByText('Ihre Antworten wurden zwischengespeichert.').waitFor();
    await anna.reload();
    await form.getByText(/^Zuletzt zwischengespeichert am /).waitFor();
    expect(await form.getByRole('radiogroup', { name: /^1\. / }).getByRole('radio', { name: 'Ja' }).isChecked()).toBe(true);
    expect(await form.getByRole('textbox', { name: /^9\. / }).inputValue()).toBe(ANNAS_TEXT);

    // then everything, each with its control
    const date = form.getByRole('group', { name: /^2\. Welcher Tag passt Ihnen\?/ });
    await typeDate(anna, date, 'Tag', day(14).typed);
    expect((await date.getByRole('spinbutton').allTextContents()).join('.')).toBe(day(14).shown);
    const time = form.getByRole('group', { name: /^3\. Ab wann haben Sie Zeit\?/ });
    await time.getByRole('spinbutton', { name: 'Stunden' }).click();
    await anna.keyboard.type('1630');
    expect((await time.getByRole('spinbutton').allTextContents()).join(':')).toBe('16:30');
    await form.getByRole('textbox', { name: /^4\. Wie viele Begleitpersonen/ }).fill('2');
    await form
      .getByRole('radiogroup', { name: /^5\. Wie gefiel Ihnen/ })
      .getByRole('radio', { name: '4 Sterne' })
      .check();
    await form
      .getByRole('radiogroup', { name: /^6\. Lieber Stadt oder Natur\?/ })
      .getByRole('radio', { name: '8', exact: true })
      .check();
    await form
      .getByRole('radiogroup', { name: /^7\. Wohin soll es gehen\?/ })
      .getByRole('radio', { name: 'Kletterpark' })
      .check();
    const program = form.getByRole('group', { name: /^8\. Was soll auf dem Programm stehen\?/ });
    await program.getByRole('checkbox', { name: 'Wanderung' }).check();
    await program.getByRole('checkbox', { name: 'Abendessen' }).check();
    await toTop(anna);
    await anna.screenshot({ path: join(SHOTS, 'surveys-answer-filled.png'), fullPage: true, animations: 'disabled' });

    await form.getByRole('button', { name: 'Absenden' }).click();
    await anna.getByRole('dialog', { name: 'Antworten absenden?' }).getByRole('button', { name: 'Absenden' }).click();
    await anna.getByRole('status').filter({ hasText: 'Danke, Ihre Antworten wurden gesendet.' }).first().waitFor();
    await anna.getByRole('form', { name: 'Ihre Antworten' }).getByRole('button', { name: 'Absenden' }).waitFor({ state: 'detached' });
    await toTop(anna);
    await anna.screenshot({ path: join(SHOTS, 'surveys-answer-thanks.png'), fullPage: true, animations: 'disabled' });

    // ben's page, never reloaded: one respondent, Kletterpark counted once, the chart drawn with its bars
    await counted(results, 1);
    const places = results.getByRole('table', { name: 'Answers to “Wohin soll es gehen?”' });
    await places.getByRole('row', { name: 'Kletterpark 1' }).waitFor();
    expect(await places.getByRole('row', { name: 'Brauerei 0' }).count()).toBe(1);
    const chart = results.getByRole('img', { name: 'Chart of the answers to “Wohin soll es gehen?”' });
    await chart.locator('svg').first().waitFor();
    expect(await chart.locator('.MuiBarChart-element').count()).toBe(PLACES.length);
    await results.getByRole('list', { name: 'Free-text answers' }).getByText(ANNAS_TEXT).waitFor();
    expect(await stillMarked(results)).toBe(true);
    await toTop(results);
    await results.screenshot({ path: join(SHOTS, 'surveys-results-live.png'), fullPage: true, animations: 'disabled' });
    await anna.context().close();
  }, 180000);

  it("the manager (in Demo-GmbH) answers too: ben's results page moves again to two", async () => {
    expect(results).toBeDefined();
    const manager = await signedInPage(await journey().context(), 'manager');
    await manager.waitForURL(/\/accounts/);
    await manager.getByRole('button', { name: /Demo-GmbH/ }).click();
    await manager.waitForURL(/\/home$/);
    await manager.goto(`${surveyPath}/answer`);
    const form = manager.getByRole('form', { name: 'Ihre Antworten' });
    await form.getByRole('radiogroup', { name: /^1\. / }).getByRole('radio', { name: 'Nein' }).check();
    await form.getByRole('radiogroup', { name: /^7\. / }).getByRole('radio', { name: 'Kletterpark' }).check();
    await form.getByRole('button', { name: 'Absenden' }).click();
    await manager.getByRole('dialog', { name: 'Antworten absenden?' }).getByRole('button', { name: 'Absenden' }).click();
    await manager.getByRole('status').filter({ hasText: 'Danke, Ihre Antworten wurden gesendet.' }).first().waitFor();

    const page = results!;
    await counted(page, 2);
    await page.getByRole('table', { name: 'Answers to “Wohin soll es gehen?”' }).getByRole('row', { name: 'Kletterpark 2' }).waitFor();
    expect(await stillMarked(page)).toBe(true);
    await manager.context().close();
  }, 120000);

  it("ben exports the results as XLSX: the workbook opens and holds anna's text answer", async () => {
    expect(results).toBeDefined();
    const page = results!;
    const file = await downloadOf(page, () => page.getByRole('button', { name: 'Export (XLSX)' }).click());
    expect(file.name).toBe(`${TITLE}.xlsx`);
    expect(file.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    // the sheet of answers per person: anna's row holds her text answer, the manager's row his choice
    const responses = workbook.getWorksheet('Responses');
    expect(responses).toBeDefined();
    const rows: string[][] = [];
    responses!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
    const annasRow = rows.find((row) => row[0] === 'Anna Albers');
    expect(annasRow).toContain(ANNAS_TEXT);
    expect(annasRow).toContain('Kletterpark');
    expect(rows.find((row) => row[0] === 'Martin Manager')).toContain('Kletterpark');
  }, 60000);
});
