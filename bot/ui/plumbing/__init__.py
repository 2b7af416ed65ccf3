"""Discord plumbing shared by every feature: the bot as the features see it (`host`), a
component's click and custom_id (`clicks`), answers and errors (`replies`), what Discord's errors
mean (`discord_errors`), what the bot may post where (`permissions`), Components V2 layouts
(`layouts`), which language a message is in (`languages`), and what Discord says about the
places games live in (`places`)."""
