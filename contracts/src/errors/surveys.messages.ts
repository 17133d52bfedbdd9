/** Error codes of the surveys context (issue 15), with German and English texts (several are field messages too). */
export const SURVEYS_MESSAGES = {
  'surveys.survey_not_found': {
    de: 'Diese Umfrage wurde nicht gefunden.',
    en: 'This survey was not found.',
  },
  'surveys.app_disabled': {
    de: 'Die Umfragen sind für diese Organisation nicht freigeschaltet.',
    en: 'Surveys are not enabled for this organisation.',
  },
  // Life of a survey.
  'surveys.publish_incomplete': {
    de: 'Die Umfrage kann noch nicht veröffentlicht werden.',
    en: 'The survey cannot be published yet.',
  },
  'surveys.publish_needs_question': {
    de: 'Bitte fügen Sie mindestens eine Frage hinzu.',
    en: 'Please add at least one question.',
  },
  'surveys.publish_needs_assignee': {
    de: 'Bitte wählen Sie mindestens eine Person, die antworten soll.',
    en: 'Please choose at least one person to answer.',
  },
  'surveys.publish_needs_date': {
    de: 'Zum Veröffentlichen ist ein Datum erforderlich.',
    en: 'A date is required for publishing.',
  },
  'surveys.due_not_after_start': {
    de: 'Das Fälligkeitsdatum muss nach dem Startdatum liegen.',
    en: 'The due date must be after the start date.',
  },
  'surveys.due_date_in_past': {
    de: 'Das Fälligkeitsdatum liegt in der Vergangenheit.',
    en: 'The due date is in the past.',
  },
  'surveys.start_date_fixed': {
    de: 'Die Umfrage läuft bereits: Das Startdatum kann nicht mehr geändert werden.',
    en: 'The survey is already in progress: its start date can no longer change.',
  },
  'surveys.anonymity_fixed': {
    de: 'Ob eine Umfrage anonym ist, kann nach dem Veröffentlichen nicht mehr geändert werden.',
    en: 'Whether a survey is anonymous cannot change once it is published.',
  },
  'surveys.survey_closed': {
    de: 'Diese Umfrage ist abgeschlossen.',
    en: 'This survey is closed.',
  },
  'surveys.not_published': {
    de: 'Diese Umfrage ist noch nicht veröffentlicht.',
    en: 'This survey is not published yet.',
  },
  'surveys.not_started': {
    de: 'Diese Umfrage beginnt erst am Startdatum.',
    en: 'This survey starts on its start date.',
  },
  'surveys.assignee_not_member': {
    de: 'Bitte wählen Sie nur aktive Mitglieder der Organisation.',
    en: 'Please choose active members of the organisation only.',
  },
  'surveys.assignee_submitted': {
    de: 'Wer bereits geantwortet hat, kann nicht mehr entfernt werden.',
    en: 'Someone who has already answered cannot be removed.',
  },
  // Questions (field messages of `questions.<i>.<field>`).
  'surveys.question_id_taken': {
    de: 'Jede Frage braucht eine eigene Kennung.',
    en: 'Each question needs its own id.',
  },
  'surveys.choices_too_few': {
    de: 'Mindestens {min} Antwortmöglichkeiten.',
    en: 'At least {min} answer choices.',
  },
  'surveys.choices_too_many': {
    de: 'Höchstens {max} Antwortmöglichkeiten.',
    en: 'At most {max} answer choices.',
  },
  'surveys.choice_id_taken': {
    de: 'Jede Antwortmöglichkeit braucht eine eigene Kennung.',
    en: 'Each answer choice needs its own id.',
  },
  'surveys.choice_label_taken': {
    de: 'Jede Antwortmöglichkeit darf nur einmal vorkommen.',
    en: 'Each answer choice may appear only once.',
  },
  'surveys.bound_not_number': {
    de: 'Bitte geben Sie eine Zahl ein.',
    en: 'Please enter a number.',
  },
  'surveys.bound_not_integer': {
    de: 'Bitte geben Sie eine ganze Zahl ein.',
    en: 'Please enter a whole number.',
  },
  'surveys.bound_out_of_range': {
    de: 'Bitte einen Wert von {min} bis {max}.',
    en: 'Please a value from {min} to {max}.',
  },
  'surveys.min_not_below_max': {
    de: 'Der Höchstwert muss größer als der Mindestwert sein.',
    en: 'The maximum must be greater than the minimum.',
  },
  // Once answers exist (409 `surveys.questions_locked`, with the fields at fault).
  'surveys.questions_locked': {
    de: 'Es gibt bereits Antworten: Fragen können nicht mehr so geändert werden, dass Antworten ungültig würden.',
    en: 'Answers exist already: questions can no longer change in ways that would invalidate answers.',
  },
  'surveys.question_removal_locked': {
    de: 'Diese Frage wurde bereits beantwortet und kann nicht entfernt werden.',
    en: 'This question has been answered and cannot be removed.',
  },
  'surveys.question_type_locked': {
    de: 'Diese Frage wurde bereits beantwortet: Ihr Typ kann nicht mehr geändert werden.',
    en: 'This question has been answered: its type can no longer change.',
  },
  'surveys.question_choice_locked': {
    de: 'Diese Frage wurde bereits beantwortet: Antwortmöglichkeiten können nicht mehr entfernt werden.',
    en: 'This question has been answered: answer choices can no longer be removed.',
  },
  'surveys.question_bounds_locked': {
    de: 'Diese Frage wurde bereits beantwortet: Der Wertebereich kann nur noch erweitert werden.',
    en: 'This question has been answered: its range can only be widened.',
  },
  // Answering.
  'surveys.not_assignee': {
    de: 'Sie sind zu dieser Umfrage nicht eingeladen.',
    en: 'You are not invited to this survey.',
  },
  'surveys.already_submitted': {
    de: 'Sie haben diese Umfrage bereits abgeschickt.',
    en: 'You have already submitted this survey.',
  },
  'surveys.answer_unknown_question': {
    de: 'Diese Frage gibt es in der Umfrage nicht.',
    en: 'This question is not part of the survey.',
  },
  'surveys.answer_duplicate_question': {
    de: 'Diese Frage wurde mehrfach beantwortet.',
    en: 'This question was answered more than once.',
  },
  'surveys.answer_required': {
    de: 'Bitte beantworten Sie diese Frage.',
    en: 'Please answer this question.',
  },
  'surveys.answer_not_boolean': {
    de: 'Bitte wählen Sie Ja oder Nein.',
    en: 'Please choose yes or no.',
  },
  'surveys.answer_not_date': {
    de: 'Bitte geben Sie ein gültiges Datum ein.',
    en: 'Please enter a valid date.',
  },
  'surveys.answer_not_time': {
    de: 'Bitte geben Sie eine Uhrzeit (HH:mm) ein.',
    en: 'Please enter a time (HH:mm).',
  },
  'surveys.answer_not_number': {
    de: 'Bitte geben Sie eine Zahl ein.',
    en: 'Please enter a number.',
  },
  'surveys.answer_not_integer': {
    de: 'Bitte wählen Sie eine ganze Zahl.',
    en: 'Please choose a whole number.',
  },
  'surveys.answer_too_small': {
    de: 'Mindestens {min}.',
    en: 'At least {min}.',
  },
  'surveys.answer_too_large': {
    de: 'Höchstens {max}.',
    en: 'At most {max}.',
  },
  'surveys.answer_not_choice': {
    de: 'Bitte wählen Sie eine der Antwortmöglichkeiten.',
    en: 'Please choose one of the answer choices.',
  },
  'surveys.answer_not_choices': {
    de: 'Bitte wählen Sie aus den Antwortmöglichkeiten.',
    en: 'Please choose from the answer choices.',
  },
  'surveys.answer_unknown_choice': {
    de: 'Diese Antwortmöglichkeit gibt es nicht.',
    en: 'This answer choice does not exist.',
  },
  'surveys.answer_duplicate_choice': {
    de: 'Jede Antwortmöglichkeit kann nur einmal gewählt werden.',
    en: 'Each answer choice can be chosen only once.',
  },
  'surveys.answer_not_text': {
    de: 'Bitte geben Sie einen Text ein.',
    en: 'Please enter text.',
  },
  'surveys.answer_too_long': {
    de: 'Höchstens {max} Zeichen.',
    en: 'At most {max} characters.',
  },
} as const satisfies Record<string, { de: string; en: string }>;
