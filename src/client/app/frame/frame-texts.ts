/** Shown in the page's frame when the browser runs no JavaScript, in place of what is loading. */
export const javaScriptNeeded =
  'Для работы приложения нужен JavaScript: включите его в настройках браузера и обновите страницу.'
