"""The compiled playout kernel (``core.ai._kernel``), built by ``pip install``.

Optional: where no C compiler is found the install still succeeds and ``core.ai`` plays
in pure Python, more weakly (it says so once in its log).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "core.ai._kernel",
            sources=["kernel/board.c", "kernel/policy.c", "kernel/setups.c", "kernel/search.c",
                     "kernel/selection.c", "kernel/module.c"],
            depends=["kernel/kernel.h", "kernel/search.h", "kernel/selection_lanes.h"],
            extra_compile_args=["-O3", "-std=c99", "-Wall", "-Wextra",
                                "-Wno-missing-field-initializers"],
            optional=True,
        )
    ]
)
