#!/usr/bin/python3
"""
A minimal WebKitGTK browser for WebKitWebDriver: a window that is nothing but the web view, so
a 375 px window is a 375 px viewport (Debian's MiniBrowser stops at 447 px and adds a toolbar).
WebKitWebDriver starts it with --automation; it prints the pages' console messages to stdout,
which the suite reads (WebKit's driver has no log endpoint). Needs python3-gi and
gir1.2-webkit2-4.1. Window size: VIEWPORT="375x812" in the environment.
"""
import os

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

width, height = (int(n) for n in os.environ.get("VIEWPORT", "1280x800").split("x"))
context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)


def create_web_view(_session):
    settings = WebKit2.Settings()
    settings.set_enable_write_console_messages_to_stdout(True)
    view = WebKit2.WebView(
        web_context=context, settings=settings, is_controlled_by_automation=True
    )
    window = Gtk.Window()
    window.set_default_size(width, height)
    window.add(view)
    window.show_all()
    # Focused, as a visitor's window is: without a window manager (xvfb) nothing else gives it
    # focus, and the page's :focus and :focus-visible styles would never apply.
    window.present()
    # The first present() can come before the X server has mapped the window, which then cannot
    # take focus: ask again once it is mapped.
    window.connect("map-event", lambda shown, _event: shown.present())
    view.grab_focus()
    view.connect("close", lambda _view: window.destroy())
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("vertice-webkit-shell")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
