import { join } from 'node:path';
import { describeInBrowser, SHOTS, signedInPage, useJourney } from './e2e-support';

const TITLE = 'Angebot für Schulz Logistik nachfassen';

/**
 * The browser journey of issue 16's recurring tasks, as anna signs in (German UI; Demo-GmbH has
 * the flag apps.tasks.recurring): she makes her task repeat weekly on Monday and Wednesday for
 * five times, and the task shows the series with its next date; then she ends the series.
 */
describeInBrowser('browser journeys: recurring tasks', () => {
  const journey = useJourney();

  it('anna makes a task repeat weekly five times, sees the series on the task and ends it', async () => {
    const anna = await signedInPage(await journey().context({ width: 1400, height: 1100 }), 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.goto('/tasks');
    await anna.getByRole('row', { name: `Aufgabe öffnen: ${TITLE}` }).click();
    await anna.getByRole('heading', { level: 1, name: TITLE, exact: true }).waitFor();
    await anna.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    const form = anna.getByRole('form', { name: 'Aufgabe bearbeiten' });
    const repeat = form.getByRole('group', { name: 'Wiederholen' });
    await repeat.getByRole('combobox', { name: 'Wiederholen' }).click();
    await anna.getByRole('option', { name: 'Wöchentlich' }).click();
    await repeat.getByRole('checkbox', { name: 'Mo' }).check();
    await repeat.getByRole('checkbox', { name: 'Mi' }).check();
    await repeat.getByRole('radio', { name: 'Nach Anzahl' }).check();
    await repeat.getByRole('textbox', { name: 'Anzahl' }).fill('5');
    await repeat.scrollIntoViewIfNeeded();
    await anna.screenshot({ path: join(SHOTS, 'recurring-form.png') });
    await form.getByRole('button', { name: 'Änderungen speichern' }).click();
    await anna.getByText('Aufgabe gespeichert.').waitFor();
    await anna.getByText('Wiederkehrend').first().waitFor();
    await anna
      .getByText(/nächste am \d{2}\.\d{2}\.\d{4}/)
      .first()
      .waitFor();
    await anna.screenshot({ path: join(SHOTS, 'recurring-task.png') });

    await anna.getByRole('button', { name: 'Serie beenden' }).click();
    await anna.getByRole('dialog', { name: 'Serie beenden?' }).getByRole('button', { name: 'Serie beenden' }).click();
    await anna.getByText('Wiederkehrend').waitFor({ state: 'detached' });
  });
});
