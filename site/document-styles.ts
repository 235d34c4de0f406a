/**
 * Styles a page built with the widgets' design (the site) in its own document, apart from the widgets' sheet (a
 * widget's rules must not reorder the page's). A prerendered page's `<style data-twind>` carries its rules
 * with twind's resume data: twind takes them over as they are and only generates the classes the page adds
 * from now on, in the same sheet, in cascade order. Without one (the development server), it starts a sheet.
 */
import { getSheet, observe, twind } from '@twind/core';
import { twindConfig } from '../shared/twind';

export function styleDocument(): void {
  observe(twind(twindConfig, getSheet(false)), document.documentElement);
}
