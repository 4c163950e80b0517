// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHAT_NOTICE_ID, showChatNoticeOnFirstUse } from "./first-use-notice";

const notice = () => document.getElementById(CHAT_NOTICE_ID) as HTMLElement;
const chat = () => document.querySelector<HTMLElement>("[data-track]") as HTMLElement;

beforeAll(() => showChatNoticeOnFirstUse("[data-track]"));
beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = `<a data-track href="#chat"><span>chat</span></a><p id="${CHAT_NOTICE_ID}" hidden>Aviso <button>x</button></p><a href="#otro">otro</a>`;
});

describe("the floating chat's notice", () => {
  it("shows on the first click of the visit and stays closed once closed", () => {
    document.querySelector<HTMLElement>("a[href='#otro']")?.click();
    expect(notice().hidden).toBe(true);
    chat().querySelector("span")?.click();
    expect(notice().hidden).toBe(false);
    notice().querySelector("button")?.click();
    expect(notice().hidden).toBe(true);
    chat().click();
    expect(notice().hidden).toBe(true);
  });

  it("is not shown again on another page of the same visit", () => {
    chat().click();
    document.body.innerHTML = `<a data-track href="#chat">chat</a><p id="${CHAT_NOTICE_ID}" hidden>Aviso</p>`;
    chat().click();
    expect(notice().hidden).toBe(true);
  });
});
