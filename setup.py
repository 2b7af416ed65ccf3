"""The computer players' exact-search core (bot/ai/_core.c), compiled with the system's C
compiler; everything else about the package is in pyproject.toml. Optional: without a
compiler the package installs without it and the players use the Python solver
(bot/ai/endgame.py), the same answers more slowly."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "bot.ai._core",
            sources=["bot/ai/_core.c"],
            optional=True,
            extra_compile_args=["-O2", "-std=c11", "-Wall", "-Wextra"],
        )
    ]
)
